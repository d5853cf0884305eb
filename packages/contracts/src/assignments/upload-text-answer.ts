import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerTaskFields, answerText, answerViewResponse } from './answer-view.ts';

export const uploadTextBody = z
  .object({ ...answerTaskFields, text: answerText })
  .meta({ id: 'UploadText' });

/** Spec §7: answers a task with text. Stored only with consent (issue 18). */
export const uploadTextAnswer = endpoint({
  method: 'POST',
  path: '/upload-text',
  body: uploadTextBody,
  response: answerViewResponse,
  errors: [
    'NOT_FOUND',
    'LOCKED',
    'CONFLICT',
    'VALIDATION_ERROR',
    'BIRTH_YEAR_REQUIRED',
    'PARENTAL_CONSENT_REQUIRED',
  ],
});
