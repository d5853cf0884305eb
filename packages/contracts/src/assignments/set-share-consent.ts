import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerIdParams, answerViewResponse } from './answer-view.ts';

/** Y: the learner consents to share an answer in Brainfood; N withdraws it. */
export const consentParams = z.object({ consent: z.enum(['Y', 'N']) });
export const consentBody = z
  .object({ attachmentId: answerIdParams.shape.id })
  .meta({ id: 'AttachmentConsent' });

/** Spec §7: the learner's consent to share an answer in Brainfood, or its withdrawal. */
export const setShareConsent = endpoint({
  method: 'POST',
  path: '/attachment-player/:consent',
  params: consentParams,
  body: consentBody,
  response: answerViewResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
});
