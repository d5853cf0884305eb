import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { ChatError, streamChat } from './imi';

const chunk = (content: string) =>
  `data: ${JSON.stringify({
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'leerloop-embedded',
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
    chat_id: 'chat-1',
    source: null,
    outcome: 'answered',
  })}\n\n`;

/**
 * The server's side of POST /chats: an event stream that sends `events` and then, unless told
 * to end, stays open without a word, as a broken connection does (it ends when aborted).
 */
function serveStream(events: string[], { ends }: { ends: boolean }) {
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(new TextEncoder().encode(event));
        if (ends) controller.close();
        init.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('aborted', 'AbortError')),
        );
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("streaming Imi's answer (spec §9 timeouts, issue 19)", () => {
  it('reads every chunk of an answer to its end', async () => {
    serveStream([chunk('Hoi'), chunk(' daar'), 'data: [DONE]\n\n'], { ends: true });
    const heard: string[] = [];
    await streamChat(
      { message: 'hoi' },
      (c) => heard.push(c.choices[0]!.delta.content ?? ''),
      new AbortController().signal,
    );
    expect(heard.join('')).toBe('Hoi daar');
  });

  it('gives up on a stream that falls silent for the request timeout, as a network error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serveStream([chunk('Hoi')], { ends: false });
    const heard: string[] = [];
    const streaming = streamChat(
      { message: 'hoi' },
      (c) => heard.push(c.choices[0]!.delta.content ?? ''),
      new AbortController().signal,
    );
    const outcome = streaming.catch((error: unknown) => error);
    await vi.waitFor(() => expect(heard).toEqual(['Hoi']));
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChatError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR' });
  });
});
