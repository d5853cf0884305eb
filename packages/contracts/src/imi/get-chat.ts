import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { chatIdParams, chatMessage, chatSummary } from './imi-views.ts';

export const chatResponse = success(chatSummary.extend({ messages: z.array(chatMessage) })).meta({
  id: 'Chat',
});

/** Spec §7: one of the learner's chats with its messages (another's is not found). */
export const getChat = endpoint({
  method: 'GET',
  path: '/chats/:id',
  params: chatIdParams,
  response: chatResponse,
  errors: ['NOT_FOUND'],
});
