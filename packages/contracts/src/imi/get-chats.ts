import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';
import { chatSummary } from './imi-views.ts';

export const chatsQuery = pageQuery;
export const chatsResponse = success(z.object({ chats: z.array(chatSummary), page: pageInfo }));

/** Spec §7: the learner's chats, newest first, a page at a time. */
export const getChats = endpoint({
  method: 'GET',
  path: '/chats',
  query: chatsQuery,
  response: chatsResponse,
});
