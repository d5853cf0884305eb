import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerIdParams, answerText, answerViewResponse } from './answer-view.ts';

/** New words for an answer, sent as JSON. */
export const updateTextBody = z.object({ text: answerText }).meta({ id: 'UpdateText' });
export type UpdateTextBody = z.input<typeof updateTextBody>;

/**
 * Spec §7: replaces an answer — a new file (multipart: `file`) or new words (JSON:
 * updateTextBody); it goes back to the coach. The route tells the two apart and reads the body
 * itself (so no `body` here). Stored only with consent (issue 18).
 */
export const updateAnswer = endpoint({
  method: 'POST',
  path: '/update-attachment/:id',
  params: answerIdParams,
  response: answerViewResponse,
  errors: [
    'NOT_FOUND',
    'LOCKED',
    'VALIDATION_ERROR',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'BIRTH_YEAR_REQUIRED',
    'PARENTAL_CONSENT_REQUIRED',
  ],
});
