import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/* Codes texted to the primary number as the second step after the password (sensitive changes). */

const statusResponse = z.object({ status: z.literal('success') });

export const turnOnSecondStepByText = endpoint({
  method: 'POST',
  path: '/account/second-step/text',
  response: statusResponse,
  errors: ['NO_VERIFIED_PHONE', 'REVERIFICATION_REQUIRED'],
});

export const turnOffSecondStepByText = endpoint({
  method: 'DELETE',
  path: '/account/second-step/text',
  response: statusResponse,
  errors: ['REVERIFICATION_REQUIRED'],
});
