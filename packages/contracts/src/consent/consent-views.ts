import { z } from 'zod';
import { successResponse as success } from '../envelope.ts';
import { languages } from '../language.ts';

/**
 * Issue 18, AVG art. 8 and the Dutch UAVG: under 16, a parent or guardian consents for a learner
 * whom no school or organisation enrolled. Which basis applies (decision 022):
 * - `organisation`: the learner is a member (Lid or Gast) of an organisation, which is then the
 *   controller and covers it;
 * - `parent`: a parent or guardian gave consent through the e-mailed link;
 * - `adult`: the learner is 16 or older by their birth year.
 */
export const PARENTAL_CONSENT_AGE = 16;
export const consentBases = ['organisation', 'parent', 'adult'] as const;
export type ConsentBasis = (typeof consentBases)[number];

/** What the learner still has to do before uploads and Imi open; null: nothing. */
export const consentSteps = ['birth-year', 'parent-email', 'parent-pending'] as const;
export type ConsentStep = (typeof consentSteps)[number];

export const myConsent = z
  .object({
    birthYear: z.number().int().nullable(),
    /** Which basis covers the learner now; null while none does. */
    basis: z.enum(consentBases).nullable(),
    step: z.enum(consentSteps).nullable(),
    /** The parent's address the last request went to, while it waits or after it was answered. */
    parentRequest: z
      .object({
        email: z.string(),
        requestedAt: z.string(),
        expiresAt: z.string(),
        givenAt: z.string().nullable(),
        withdrawnAt: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'MyConsent' });
export type MyConsent = z.infer<typeof myConsent>;
export const myConsentResponse = success(myConsent).meta({ id: 'MyConsentResponse' });

/** The secret in the parent's link (`/toestemming/{token}`). */
export const parentConsentParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,128}$/, 'invalid_value'),
});

export const parentConsentStatuses = ['pending', 'given', 'withdrawn', 'expired'] as const;

/** What the parent's page shows (no sign-in). */
export const parentConsentView = z
  .object({
    learnerFirstName: z.string(),
    learnerBirthYear: z.number().int().nullable(),
    learnerLanguage: z.enum(languages),
    status: z.enum(parentConsentStatuses),
    givenAt: z.string().nullable(),
  })
  .meta({ id: 'ParentConsent' });
export type ParentConsentView = z.infer<typeof parentConsentView>;
export const parentConsentResponse = success(parentConsentView).meta({
  id: 'ParentConsentResponse',
});

/** How long the parent's link can give consent; once given, it stays the way to withdraw it. */
export const PARENT_LINK_DAYS = 14;
