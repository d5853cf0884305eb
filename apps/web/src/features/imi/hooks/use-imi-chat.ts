import type { ImiOutcome, ImiSource } from '@leerloop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatError, chatPagesKey, chatQuery, myImiQuery, streamChat } from '../api/imi';

/** The question on its way and what has come of the answer so far. */
export interface Pending {
  question: string;
  answer: string;
  source: ImiSource | null;
  /** As the chunks say it: a crisis is known from the first one, before the text is shown. */
  outcome: ImiOutcome | null;
  status: 'thinking' | 'streaming' | 'stopped' | 'failed';
  error?: ChatError;
  /** How many messages the chat showed when it was asked. */
  shownBefore: number;
}

/** How long a stopped answer stays as it came before the server's copy replaces it. */
const STOPPED_SHOWN_MS = 400;

interface Options {
  /** The chat on screen; a question without one starts a new chat. */
  chatId: string | undefined;
  /** How many of the chat's messages are on screen. */
  shownMessages: number;
  /** The server named the chat a first question started: the screen opens it. */
  onChatStarted: (chatId: string) => void;
}

/**
 * Asking Imi: the question and the answer as it streams in ("thinking" until the first words),
 * stopping it, a failure (the API's refusal, a cut or a stream silent for spec §9's 50 s) to
 * retry, and, once the server has the answer, its copy read again in place of `pending`.
 */
export function useImiChat({ chatId, shownMessages, onChatStarted }: Options) {
  const { t } = useTranslation('imi');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const abort = useRef<AbortController | null>(null);
  const left = useRef(false);
  const stoppedTimer = useRef<number | undefined>(undefined);
  const isBusy = pending?.status === 'thinking' || pending?.status === 'streaming';

  // Leaving the screen stops a running answer, and nothing is shown of it after.
  useEffect(() => {
    left.current = false;
    return () => {
      left.current = true;
      abort.current?.abort();
      window.clearTimeout(stoppedTimer.current);
    };
  }, []);

  async function refresh(id: string | undefined) {
    if (id && id !== chatId) onChatStarted(id);
    await Promise.all([
      id && queryClient.invalidateQueries({ queryKey: chatQuery(id).queryKey }),
      queryClient.invalidateQueries({ queryKey: chatPagesKey }),
      queryClient.invalidateQueries({ queryKey: myImiQuery().queryKey }),
    ]);
    if (id) await queryClient.refetchQueries({ queryKey: chatQuery(id).queryKey });
  }

  async function stream(message: string, controller: AbortController) {
    let newChatId = chatId;
    try {
      await streamChat(
        { chatId, message },
        (chunk) => {
          newChatId = chunk.chat_id;
          const content = chunk.choices[0]?.delta.content ?? '';
          setPending(
            (p) =>
              p && {
                ...p,
                answer: p.answer + content,
                source: chunk.source,
                outcome: chunk.outcome,
                status: content || p.answer ? 'streaming' : p.status,
              },
          );
        },
        controller.signal,
      );
      setAnnouncement(t('answered'));
      await refresh(newChatId);
      if (!left.current) setPending(null);
    } catch (error) {
      if (left.current) return;
      if (controller.signal.aborted) {
        setPending((p) => p && { ...p, status: 'stopped' });
        // The server keeps what was said, marked as stopped: show its copy.
        stoppedTimer.current = window.setTimeout(
          () => void refresh(newChatId).then(() => !left.current && setPending(null)),
          STOPPED_SHOWN_MS,
        );
        return;
      }
      setPending(
        (p) =>
          p && {
            ...p,
            status: 'failed',
            error: error instanceof ChatError ? error : new ChatError('NETWORK_ERROR', '', 0),
          },
      );
    }
  }

  /** Sends a question, unless it is empty or an answer is still coming; says whether it went. */
  function ask(text: string) {
    const message = text.trim();
    if (!message || isBusy) return false;
    const controller = new AbortController();
    abort.current = controller;
    setAnnouncement('');
    setPending({
      question: message,
      answer: '',
      source: null,
      outcome: null,
      status: 'thinking',
      shownBefore: shownMessages,
    });
    void stream(message, controller);
    return true;
  }

  /** Stops the answer: what came stays, marked as stopped. */
  const stop = () => abort.current?.abort();

  /** Leaves the question on its way, for a new chat. */
  function discard() {
    abort.current?.abort();
    setPending(null);
  }

  return { pending, isBusy, announcement, ask, stop, discard };
}
