import {
  type DomainApproval,
  domainApprovals,
  type EnrollmentMode,
  enrollmentModes,
  type OrgDomain,
  toLanguage,
} from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';
import type { Caller } from '../auth/access-token.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { codeMail } from '../mail/templates.ts';
import { type DomainApprovalsService, sharedDomainError } from './domain-approvals.ts';
import type { DomainsRepository } from './domains.repository.ts';
import type { OrganisationsService } from './organisations.ts';
import type { PeopleRepository } from './people.repository.ts';

/** At most this many domains per organisation. */
export const MAX_DOMAINS = 10;

const toDomain = (row: {
  id: string;
  domain: string;
  verificationEmail: string;
  verified: number | boolean;
  approval: string;
  enrollmentMode: string;
  createdAt: string | Date;
}): OrgDomain => ({
  id: row.id,
  domain: row.domain,
  verificationEmail: row.verificationEmail,
  verified: Boolean(row.verified),
  approval: domainApprovals.includes(row.approval as DomainApproval)
    ? (row.approval as DomainApproval)
    : 'waiting',
  enrollmentMode: enrollmentModes.includes(row.enrollmentMode as EnrollmentMode)
    ? (row.enrollmentMode as EnrollmentMode)
    : 'none',
  createdAt: toIso(row.createdAt),
});

/**
 * Spec §3/§4 verified domains: added unverified, verified by a code mailed to an address at the
 * domain (a code verifies only its own domain), then an enrollment mode — which a change
 * affects only for users who come after it. A removed domain enrolls no one. Issue 18: shared
 * mail domains (gmail.com) are refused, and a verified domain waits for a platform admin's
 * approval before it enrolls anyone.
 */
export function createDomains({
  domains,
  people,
  organisations,
  approvals,
  isSharedMailDomain,
  signInGuard,
  mailer,
}: {
  domains: DomainsRepository;
  people: Pick<PeopleRepository, 'languageOf'>;
  organisations: Pick<OrganisationsService, 'authorize'>;
  approvals: Pick<DomainApprovalsService, 'announce'>;
  isSharedMailDomain: (domain: string) => boolean;
  signInGuard: Pick<SignInGuard, 'assertMaySendCode'>;
  mailer: Mailer;
}) {
  /** The organisation's domains (the caller is authorized already). */
  const domainsOf = async (orgId: string) => (await domains.listOf(orgId)).map(toDomain);

  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    return domainsOf(orgId);
  }

  const domainOf = async (orgId: string, domainId: string) => {
    const row = await domains.find(orgId, domainId);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  async function sendCode(domainId: string, email: string) {
    await signInGuard.assertMaySendCode(email);
    const { code, stored } = newCode();
    await domains.storeCode(domainId, stored);
    const language = toLanguage(await people.languageOf(email));
    const mail = codeMail('domain-verification', code, language, OTP_EXPIRES_MINUTES);
    await mailer.send({ to: email, ...mail });
  }

  async function add(caller: Caller, orgId: string, domain: string, email: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    if (isSharedMailDomain(domain)) throw sharedDomainError();
    if (email.split('@')[1]?.toLowerCase() !== domain)
      throw new AppError('VALIDATION_ERROR', {
        issues: [{ path: 'email', message: 'domain_email_mismatch' }],
      });
    const owned = await domainsOf(orgId);
    const refusal = owned.some((row) => row.domain === domain)
      ? 'domain_taken'
      : owned.length >= MAX_DOMAINS
        ? 'domains_max'
        : null;
    if (refusal)
      throw new AppError('VALIDATION_ERROR', { issues: [{ path: 'domain', message: refusal }] });
    const id = newId();
    await domains.insert({
      id,
      organizationId: orgId,
      domain,
      verificationEmail: email.toLowerCase(),
      createdAt: new Date().toISOString(),
    });
    await sendCode(id, email.toLowerCase());
    return domainsOf(orgId);
  }

  async function resend(caller: Caller, orgId: string, domainId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (row.verified) throw new AppError('DOMAIN_ALREADY_VERIFIED');
    await sendCode(row.id, row.verificationEmail);
    return domainsOf(orgId);
  }

  async function verify(caller: Caller, orgId: string, domainId: string, code: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (row.verified) return domainsOf(orgId);
    // The lists or the configuration may have grown since it was added.
    if (isSharedMailDomain(row.domain)) throw sharedDomainError();
    // A domain another organisation verified first stays theirs (unless it was refused there).
    if (await domains.isClaimed(row.domain)) throw new AppError('DOMAIN_CLAIMED');
    if (!isRightCode(row, code)) {
      await domains.countWrongCode(domainId);
      throw new AppError('INVALID_CODE');
    }
    await domains.markVerified(domainId, codeCleared);
    // The verification stands even when the mail to the platform admins does not go out.
    await approvals.announce(row).catch((error: unknown) => {
      console.error('Mail about a domain waiting for approval failed', error);
    });
    return domainsOf(orgId);
  }

  async function setMode(caller: Caller, orgId: string, domainId: string, mode: EnrollmentMode) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (!row.verified) throw new AppError('DOMAIN_NOT_VERIFIED');
    await domains.setMode(domainId, mode);
    return domainsOf(orgId);
  }

  async function remove(caller: Caller, orgId: string, domainId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    await domainOf(orgId, domainId);
    await domains.remove(domainId);
    return domainsOf(orgId);
  }

  return { list, add, resend, verify, setMode, remove };
}

export type DomainsService = ReturnType<typeof createDomains>;
