import type { ChatCompletionChunk, ImiOutcome } from '@leerloop/contracts';
import { vi } from 'vitest';

/**
 * For tests: a streamed answer to `askImi` as the server sends it, each event sent when the
 * test says, the stream left open (as a silent connection is) until `done`. Replaces `fetch`
 * until `vi.unstubAllGlobals()`.
 */
export function fakeChatServer() {
  const questions: { chatId?: string; message: string }[] = [];
  let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
  let refusal: { status: number; code: string } | undefined;
  const send = (event: string) => stream?.enqueue(new TextEncoder().encode(`data: ${event}\n\n`));

  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const { stream: _isStreamed, ...question } = JSON.parse(String(init.body)) as {
      chatId?: string;
      message: string;
      stream: true;
    };
    questions.push(question);
    if (refusal) {
      const { status, code } = refusal;
      refusal = undefined;
      return Response.json({ code, message: code }, { status });
    }
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        stream = controller;
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });

  return {
    /** The questions asked so far, as sent. */
    questions,
    /** The next question is refused before any answer, as the API refuses a call. */
    refuseNext(status: number, code: string) {
      refusal = { status, code };
    },
    /** A piece of the answer. */
    piece(content: string, { chatId = 'chat-1', outcome = 'answered' as ImiOutcome } = {}) {
      const chunk: ChatCompletionChunk = {
        id: 'c1',
        object: 'chat.completion.chunk',
        created: 1,
        model: 'leerloop-embedded',
        choices: [{ index: 0, delta: { content }, finish_reason: null }],
        chat_id: chatId,
        source: null,
        outcome,
      };
      send(JSON.stringify(chunk));
    },
    /** The answer breaks off: an explicit error event, as the server sends one. */
    fail(code: string) {
      send(JSON.stringify({ error: { code, message: code } }));
    },
    done() {
      send('[DONE]');
      stream?.close();
    },
  };
}
