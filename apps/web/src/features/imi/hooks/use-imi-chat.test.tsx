import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import nlImi from '../../../locales/nl/imi.json';
import { fakeChatServer } from '../api/fake-chat-server';
import { useImiChat } from './use-imi-chat';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { imi: nlImi } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderImiChat(chatId?: string) {
  const onChatStarted = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
  const hook = renderHook(() => useImiChat({ chatId, shownMessages: 0, onChatStarted }), {
    wrapper,
  });
  return { ...hook, onChatStarted };
}

describe("asking Imi: the answer's way from question to the chat", () => {
  it('shows the pieces in the order they come, then leaves the answer to the chat', async () => {
    const server = fakeChatServer();
    const { result, onChatStarted } = renderImiChat();
    act(() => void result.current.ask('  Wat is een sterke kant?  '));
    expect(result.current.pending).toMatchObject({
      question: 'Wat is een sterke kant?',
      status: 'thinking',
    });
    expect(result.current.isBusy).toBe(true);
    await waitFor(() => expect(server.questions).toEqual([{ message: 'Wat is een sterke kant?' }]));

    act(() => server.piece('Iets wat je'));
    await waitFor(() =>
      expect(result.current.pending).toMatchObject({ answer: 'Iets wat je', status: 'streaming' }),
    );
    act(() => server.piece(' goed kunt.'));
    await waitFor(() => expect(result.current.pending?.answer).toBe('Iets wat je goed kunt.'));

    act(() => server.done());
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(result.current.announcement).toBe('Imi heeft geantwoord.');
    expect(result.current.isBusy).toBe(false);
    expect(onChatStarted).toHaveBeenCalledWith('chat-1');
  });

  it('goes on in the chat on screen without opening another', async () => {
    const server = fakeChatServer();
    const { result, onChatStarted } = renderImiChat('chat-1');
    act(() => void result.current.ask('En nog iets?'));
    await waitFor(() => expect(server.questions).toHaveLength(1));
    expect(server.questions[0]).toEqual({ chatId: 'chat-1', message: 'En nog iets?' });
    act(() => {
      server.piece('Ja.');
      server.done();
    });
    await waitFor(() => expect(result.current.pending).toBeNull());
    expect(onChatStarted).not.toHaveBeenCalled();
  });

  it('takes no second question while an answer is coming, nor an empty one', async () => {
    const server = fakeChatServer();
    const { result } = renderImiChat();
    let wasSent = true;
    act(() => void (wasSent = result.current.ask('   ')));
    expect(wasSent).toBe(false);
    expect(result.current.pending).toBeNull();

    act(() => void result.current.ask('Eerste vraag'));
    act(() => void (wasSent = result.current.ask('Tweede vraag')));
    expect(wasSent).toBe(false);
    expect(result.current.pending?.question).toBe('Eerste vraag');
    await waitFor(() => expect(server.questions).toHaveLength(1));
  });

  it('keeps what came when stopped, marked as stopped, until the chat shows its copy', async () => {
    const server = fakeChatServer();
    const { result } = renderImiChat();
    act(() => void result.current.ask('Vertel een lang verhaal'));
    await waitFor(() => expect(server.questions).toHaveLength(1));
    act(() => server.piece('Er was eens'));
    await waitFor(() => expect(result.current.pending?.answer).toBe('Er was eens'));

    act(() => result.current.stop());
    await waitFor(() =>
      expect(result.current.pending).toMatchObject({ answer: 'Er was eens', status: 'stopped' }),
    );
    expect(result.current.isBusy).toBe(false);
    await waitFor(() => expect(result.current.pending).toBeNull());
  });

  it('shows an error that breaks the answer off, and lets the question be asked again', async () => {
    const server = fakeChatServer();
    const { result } = renderImiChat();
    act(() => void result.current.ask('Hoe werkt dat?'));
    await waitFor(() => expect(server.questions).toHaveLength(1));
    act(() => server.piece('Het begint'));
    act(() => server.fail('INTERNAL_ERROR'));
    await waitFor(() => expect(result.current.pending?.status).toBe('failed'));
    expect(result.current.pending?.error?.code).toBe('INTERNAL_ERROR');
    expect(result.current.isBusy).toBe(false);

    act(() => void result.current.ask('Hoe werkt dat?'));
    expect(result.current.pending).toMatchObject({ status: 'thinking', answer: '' });
    await waitFor(() => expect(server.questions).toHaveLength(2));
  });

  it('shows a refusal before any answer with its code', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeChatServer();
    server.refuseNext(429, 'DAILY_LIMIT');
    const { result } = renderImiChat();
    act(() => void result.current.ask('Nog een vraag'));
    await waitFor(() => expect(result.current.pending?.status).toBe('failed'));
    expect(result.current.pending?.error).toMatchObject({ code: 'DAILY_LIMIT', status: 429 });
  });

  it('ends an answer that falls silent for the request timeout as a network error', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeChatServer();
    const { result } = renderImiChat();
    act(() => void result.current.ask('Ben je daar?'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    act(() => server.piece('Even'));
    await act(() => vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1_000));
    expect(result.current.pending).toMatchObject({ answer: 'Even', status: 'streaming' });

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.pending?.status).toBe('failed');
    expect(result.current.pending?.error?.code).toBe('NETWORK_ERROR');
  });
});
