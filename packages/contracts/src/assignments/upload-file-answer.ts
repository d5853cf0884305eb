import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerTaskFields, answerViewResponse } from './answer-view.ts';

/** The fields before the file in the form (multipart) the upload sends. */
export const uploadFields = z.object(answerTaskFields);

/**
 * Spec §7: answers a task with a file, sent as multipart/form-data — `assignmentId`, `taskId`,
 * then `file` — which the route reads as it streams in (so no `body` here). Photos under
 * 10 MB, videos under 200 MB (maxFileBytes); stored only with consent (issue 18).
 */
export const uploadFileAnswer = endpoint({
  method: 'POST',
  path: '/upload-attachment',
  response: answerViewResponse,
  errors: [
    'NOT_FOUND',
    'LOCKED',
    'CONFLICT',
    'VALIDATION_ERROR',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'BIRTH_YEAR_REQUIRED',
    'PARENTAL_CONSENT_REQUIRED',
  ],
});
