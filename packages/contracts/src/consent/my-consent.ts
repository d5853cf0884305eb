import { z } from 'zod';
import { emailSchema } from '../auth/auth-fields.ts';
import { birthYearSchema } from '../birth-year.ts';
import { endpoint } from '../endpoint.ts';
import { myConsentResponse } from './consent-views.ts';

/*
 * The learner's side of consent (issue 18): where it stands, the birth year an older account
 * never gave, and the parent's e-mailed link.
 */

/** Whether uploads and Imi are open to the learner, on which basis, or the next step. */
export const getMyConsent = endpoint({
  method: 'GET',
  path: '/my-consent',
  response: myConsentResponse,
});

/** An account made before sign-up asked it gives its birth year, once. */
export const birthYearBody = z.object({ birthYear: birthYearSchema }).meta({ id: 'BirthYearBody' });

export const setBirthYear = endpoint({
  method: 'PUT',
  path: '/my-consent/birth-year',
  body: birthYearBody,
  response: myConsentResponse,
  errors: ['BIRTH_YEAR_ALREADY_SET'],
});

/** E-mail the parent or guardian the consent link (under 16, in no organisation). */
export const parentRequestBody = z
  .object({ parentEmail: emailSchema })
  .meta({ id: 'ParentRequestBody' });

export const requestParentConsent = endpoint({
  method: 'POST',
  path: '/my-consent/parent-request',
  body: parentRequestBody,
  response: myConsentResponse,
  errors: ['PARENTAL_CONSENT_NOT_NEEDED', 'BIRTH_YEAR_REQUIRED', 'RATE_LIMITED'],
});
