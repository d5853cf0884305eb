import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { languages } from '../language.ts';
import { groupIdParams } from './group-views.ts';

/*
 * Issue 23 item 4: the group's figures as a spreadsheet file (CSV, `;`-separated with a BOM, as
 * Dutch Excel opens it). Plain links the browser downloads with the session cookie, as "download
 * my data": never fetched and parsed, hence a response of any bytes.
 */

/** The file's headers and words in the coach's language (Dutch unless asked). */
const exportQuery = z.object({ lang: z.enum(languages).optional() });

/** The overview's rows, every learner of the group, by name (the group's coaches and Admins). */
export const exportGroupOverview = endpoint({
  method: 'GET',
  path: '/groups/:groupId/export/overview',
  params: groupIdParams,
  query: exportQuery,
  response: z.unknown(),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/**
 * The answers the group's learners agreed to share (the Brainfood consent), for those who review
 * answers (`learners:review`, Admins); a coach who does not review sees counts only.
 */
export const exportGroupAnswers = endpoint({
  method: 'GET',
  path: '/groups/:groupId/export/answers',
  params: groupIdParams,
  query: exportQuery,
  response: z.unknown(),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
