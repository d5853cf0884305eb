import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerIdParams } from './answer-view.ts';

/** The file itself, streamed: never JSON, so nothing to parse (only documented). */
export const answerFile = z.unknown().meta({
  description: 'The file: an image, a video, a text or a PDF (206: the byte range asked for)',
  content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
});

/**
 * The file of an answer, for <img>, <video> and downloads (an answer's `file.url`, with a
 * version after `?v=` so caches never mix two files): for its owner, their coach, or — once in
 * Brainfood — its readers. The browser sends the session cookie (API clients may send the
 * usual headers); byte ranges let video seek.
 */
export const getAnswerFile = endpoint({
  method: 'GET',
  path: '/attachment-file/:id',
  params: answerIdParams,
  response: answerFile,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
});
