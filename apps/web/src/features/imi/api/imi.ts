import {
  askImi,
  AUTHORIZATION_HEADER,
  chatCompletionChunk,
  getChat,
  getChats,
  getMyImi,
  type EndpointInput,
  pathOf,
  tryImi,
  USER_ID_HEADER,
  type ChatCompletionChunk,
} from '@leerloop/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { env } from '../../../config/env';
import { currentAccessToken } from '../../../lib/access-token';
import { call, REQUEST_TIMEOUT_MS } from '../../../lib/api-client';
import { storage } from '../../../lib/storage-keys';

/** Imi's greeting, suggested questions and today's quota. */
export const myImiQuery = () =>
  queryOptions({
    queryKey: ['my-imi'],
    queryFn: async () => (await call(getMyImi)).data,
  });
export const useMyImi = () => useQuery(myImiQuery());

/** How many earlier chats the history beside the chat shows at a time. */
const CHATS_PAGE = 10;

/** Every page of the learner's chats: a new question or chat changes them all. */
export const chatPagesKey = ['chats', 'pages'] as const;

/** The learner's chats, newest first, a page at a time (spec §9). */
export const useChats = (cursor?: string) =>
  useQuery({
    queryKey: [...chatPagesKey, cursor],
    placeholderData: keepPreviousData,
    queryFn: async () => (await call(getChats, { query: { limit: CHATS_PAGE, cursor } })).data,
  });

/** One chat with its messages. */
export const chatQuery = (chatId: string) =>
  queryOptions({
    queryKey: ['chats', chatId],
    queryFn: async () => (await call(getChat, { params: { id: chatId } })).data,
  });
export const useChat = (chatId: string | undefined) =>
  useQuery({ ...chatQuery(chatId ?? ''), enabled: Boolean(chatId) });

/** A refused call: the API's { code, message } (spec §8: thrown as the response data). */
export class ChatError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Asks Imi with stream: true, read with fetch (EventSource cannot send the Authorization
 * header). Calls `onChunk` for every chat.completion.chunk; aborting the signal stops the
 * answer on the server too.
 */
export async function streamChat(
  body: { chatId?: string; message: string },
  onChunk: (chunk: ChatCompletionChunk) => void,
  signal: AbortSignal,
) {
  const token = await currentAccessToken();
  // A stream has no end time, but a silent one is broken: give up after a request's timeout
  // without a word from the server (spec §9's 50 s), as any other call would.
  const silence = new AbortController();
  let silenceTimer = setTimeout(() => silence.abort(), REQUEST_TIMEOUT_MS);
  const heard = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => silence.abort(), REQUEST_TIMEOUT_MS);
  };
  try {
    await readChatStream(body, onChunk, AbortSignal.any([signal, silence.signal]), token, heard);
  } catch (error) {
    if (!silence.signal.aborted || signal.aborted) throw error;
    const timedOut = new ChatError('NETWORK_ERROR', 'No answer within the timeout', 0);
    console.error(timedOut);
    throw timedOut;
  } finally {
    clearTimeout(silenceTimer);
  }
}

async function readChatStream(
  body: { chatId?: string; message: string },
  onChunk: (chunk: ChatCompletionChunk) => void,
  signal: AbortSignal,
  token: string | null | undefined,
  heard: () => void,
) {
  const response = await fetch(pathOf(askImi, {}, env.apiBaseUrl), {
    method: askImi.method,
    signal,
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token && { [AUTHORIZATION_HEADER]: `Bearer ${token}` }),
      [USER_ID_HEADER]: storage.get('userId') ?? '',
    },
    body: JSON.stringify({ ...body, stream: true } satisfies EndpointInput<typeof askImi>['body']),
  });
  if (!response.ok || !response.body) {
    const data = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    const error = new ChatError(data.code ?? 'INTERNAL_ERROR', data.message ?? '', response.status);
    console.error(error);
    throw error;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    heard();
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    for (const event of events) {
      const data = event.replace(/^data: /, '');
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as { error?: { code: string; message: string } };
      if (parsed.error) throw new ChatError(parsed.error.code, parsed.error.message, 500);
      onChunk(chatCompletionChunk.parse(parsed));
    }
  }
}

/** One prompt through Imi's provider: the /test-ai page (platform admins). */
export const useImiTrial = () =>
  useMutation({
    mutationFn: async (body: { prompt: string; language: 'nl' | 'mc' }) =>
      (await call(tryImi, { body })).data,
  });
