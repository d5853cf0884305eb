import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

export const finishOnboardingResponse = z.object({
  status: z.literal('success'),
  data: z.object({ onboardingFinishedAt: z.string().nullable() }),
});

/** The programme starts (week 1) once onboarding's steps are done; repeating it changes nothing. */
export const finishOnboarding = endpoint({
  method: 'POST',
  path: '/finish-onboarding',
  response: finishOnboardingResponse,
  errors: ['ONBOARDING_INCOMPLETE'],
});
