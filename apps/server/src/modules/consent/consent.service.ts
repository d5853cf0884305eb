import { createHash, randomBytes } from 'node:crypto';
import {
  type ConsentBasis,
  lowestAgeOf,
  type MyConsent,
  PARENT_LINK_DAYS,
  PARENTAL_CONSENT_AGE,
  type ParentConsentView,
  toLanguage,
  webLinks,
} from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { parentConsentMail } from '../mail/templates.ts';
import type { ConsentRepository } from './consent.repository.ts';

const DAY_MS = 24 * 60 * 60_000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
// Built once: every request that needs consent (each question to Imi) asks the year.
const amsterdamYear = new Intl.DateTimeFormat('en', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
});
/** The year in the Netherlands, where the programme runs. */
const yearIn = (at: Date) => Number(amsterdamYear.format(at));

type Consent = NonNullable<Awaited<ReturnType<ConsentRepository['consentOf']>>>;

const statusOf = (consent: Consent, now: Date): ParentConsentView['status'] =>
  consent.withdrawnAt
    ? 'withdrawn'
    : consent.givenAt
      ? 'given'
      : new Date(consent.expiresAt) <= now
        ? 'expired'
        : 'pending';

/**
 * Issue 18 (decision 022): uploads and Imi open for a learner an organisation enrolled, one of
 * 16 or older, or one whose parent or guardian consented through the e-mailed link.
 */
export function createConsentService(deps: {
  consents: ConsentRepository;
  mailer: Mailer;
  baseUrl: string;
  /** Counts a mail the client has sent to an address it names (the mail module's limits). */
  takeMail: (clientAddress: string) => Promise<void>;
  /** The learner's screens read their consent again (the parent just answered). */
  onChange: (userId: string) => void;
}) {
  const { consents } = deps;

  function basisOf(
    {
      learner,
      consent,
      isEnrolled,
    }: {
      learner: { birthYear: number | null };
      consent: Consent | undefined;
      isEnrolled: boolean;
    },
    now: Date,
  ): ConsentBasis | null {
    if (isEnrolled) return 'organisation';
    if (learner.birthYear && lowestAgeOf(learner.birthYear, yearIn(now)) >= PARENTAL_CONSENT_AGE)
      return 'adult';
    if (consent && statusOf(consent, now) === 'given') return 'parent';
    return null;
  }

  async function status(userId: string, now = new Date()): Promise<MyConsent> {
    const sharing = await consents.sharingOf(userId);
    const { learner, consent } = sharing;
    if (!learner) throw new AppError('UNAUTHORIZED');
    const basis = basisOf({ ...sharing, learner }, now);
    const step = basis
      ? null
      : !learner.birthYear
        ? 'birth-year'
        : consent && statusOf(consent, now) === 'pending'
          ? 'parent-pending'
          : 'parent-email';
    return {
      birthYear: learner.birthYear,
      basis,
      step,
      parentRequest: consent
        ? {
            email: consent.parentEmail,
            requestedAt: consent.requestedAt,
            expiresAt: consent.expiresAt,
            givenAt: consent.givenAt,
            withdrawnAt: consent.withdrawnAt,
          }
        : null,
    };
  }

  /** The consent behind a parent's link; a link nobody sent is gone (410, not 404). */
  async function byToken(token: string) {
    const consent = await consents.byTokenHash(hashOf(token));
    if (!consent) throw new AppError('PARENT_LINK_INVALID');
    return consent;
  }

  const viewOf = (consent: Awaited<ReturnType<typeof byToken>>, now: Date): ParentConsentView => ({
    learnerFirstName: consent.learner.firstName,
    learnerBirthYear: consent.learner.birthYear,
    learnerLanguage: toLanguage(consent.learner.language),
    status: statusOf(consent, now),
    givenAt: consent.givenAt,
  });

  return {
    status,

    /** Refuses what needs consent while nothing covers the learner (403 with the next step). */
    async assertMayShare(userId: string) {
      const { step } = await status(userId);
      if (step === 'birth-year') throw new AppError('BIRTH_YEAR_REQUIRED');
      if (step) throw new AppError('PARENTAL_CONSENT_REQUIRED');
    },

    /** An account made before sign-up asked it gives its birth year, once. */
    async setBirthYear(userId: string, birthYear: number) {
      if (!(await consents.setBirthYear(userId, birthYear)))
        throw new AppError('BIRTH_YEAR_ALREADY_SET');
      return status(userId);
    },

    /** Mails the parent a link to consent; a new request replaces the last one. */
    async requestParentConsent(userId: string, parentEmail: string, clientAddress: string) {
      const current = await status(userId);
      if (current.basis) throw new AppError('PARENTAL_CONSENT_NOT_NEEDED');
      if (current.step === 'birth-year') throw new AppError('BIRTH_YEAR_REQUIRED');
      const email = parentEmail.trim().toLowerCase();
      if ((await consents.addressesOf(userId)).includes(email))
        throw new AppError('VALIDATION_ERROR', {
          issues: [{ path: 'parentEmail', message: 'parent_email_own' }],
        });
      await deps.takeMail(clientAddress);
      const token = randomBytes(32).toString('base64url');
      const now = new Date();
      await consents.saveRequest({
        userId,
        parentEmail: email,
        tokenHash: hashOf(token),
        requestedAt: now,
        expiresAt: new Date(now.getTime() + PARENT_LINK_DAYS * DAY_MS),
      });
      const learner = (await consents.learner(userId))!;
      await deps.mailer.send({
        to: email,
        ...parentConsentMail({
          url: `${deps.baseUrl}${webLinks.parentConsent(token)}`,
          learnerName: learner.firstName,
          days: PARENT_LINK_DAYS,
        }),
      });
      return status(userId);
    },

    async parentView(token: string, now = new Date()) {
      return viewOf(await byToken(token), now);
    },

    /** The parent consents (again: no change); an expired or withdrawn link cannot. */
    async give(token: string, now = new Date()) {
      const consent = await byToken(token);
      const current = statusOf(consent, now);
      if (current === 'expired' || current === 'withdrawn')
        throw new AppError('PARENT_LINK_EXPIRED');
      if (current === 'pending') {
        await consents.give(consent.userId, now);
        deps.onChange(consent.userId);
      }
      return viewOf(await byToken(token), now);
    },

    /** The parent withdraws consent (or refuses a request): uploads and Imi close again. */
    async withdraw(token: string, now = new Date()) {
      const consent = await byToken(token);
      if (statusOf(consent, now) !== 'withdrawn') {
        await consents.withdraw(consent.userId, now);
        deps.onChange(consent.userId);
      }
      return viewOf(await byToken(token), now);
    },
  };
}

export type ConsentService = ReturnType<typeof createConsentService>;
