import {
  type DomainApproval,
  domainApprovals,
  type EnrollmentMode,
  enrollmentModes,
  type OrgDomain,
  toLanguage,
  validationText,
} from '@leerloop/contracts';
import type { OrganisationsContext } from './organisations-context.ts';
import { dbBoolean } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { codeCleared, isRightCode, newCode } from '../auth/one-time-code.ts';
import type { Caller } from '../auth/access-token.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import { codeMail } from '../mail/templates.ts';
import { createDomainApprovals, sharedDomainError } from './domain-approvals.ts';
import type { createOrganisations } from './organisations.ts';

/** At most this many domains per organisation. */
export const MAX_DOMAINS = 10;

/**
 * Spec §3/§4 verified domains: added unverified, verified by a code mailed to an address at the
 * domain (a code verifies only its own domain), then an enrollment mode — which a change
 * affects only for users who come after it. A removed domain enrolls no one. Issue 18: shared
 * mail domains (gmail.com) are refused, and a verified domain waits for a platform admin's
 * approval before it enrolls anyone.
 */
export function createDomains(
  ctx: OrganisationsContext,
  organisations: ReturnType<typeof createOrganisations>,
) {
  const { db } = ctx.database;
  const approvals = createDomainApprovals(ctx);

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

  /** The organisation's domains (the caller is authorized already). */
  const domainsOf = async (orgId: string) =>
    (
      await db
        .selectFrom('organizationDomain')
        .selectAll()
        .where('organizationId', '=', orgId)
        .orderBy('domain')
        .execute()
    ).map(toDomain);

  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    return domainsOf(orgId);
  }

  const domainOf = async (orgId: string, domainId: string) => {
    const row = await db
      .selectFrom('organizationDomain')
      .selectAll()
      .where('id', '=', domainId)
      .where('organizationId', '=', orgId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  async function sendCode(domainId: string, email: string) {
    await ctx.signInGuard.assertMaySendCode(email);
    const { code, stored } = newCode();
    await db.updateTable('organizationDomain').set(stored).where('id', '=', domainId).execute();
    const known = await db
      .selectFrom('user')
      .select('langSelected')
      .where('email', '=', email)
      .executeTakeFirst();
    const mail = codeMail(
      'domain-verification',
      code,
      toLanguage(known?.langSelected),
      OTP_EXPIRES_MINUTES,
    );
    await ctx.mailer.send({ to: email, ...mail });
  }

  async function add(caller: Caller, orgId: string, domain: string, email: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    if (approvals.isShared(domain)) throw sharedDomainError();
    if (email.split('@')[1]?.toLowerCase() !== domain)
      throw new AppError('VALIDATION_ERROR', validationText('domain_email_mismatch'), [
        { path: 'email', message: 'domain_email_mismatch' },
      ]);
    const owned = await domainsOf(orgId);
    const refusal = owned.some((row) => row.domain === domain)
      ? 'domain_taken'
      : owned.length >= MAX_DOMAINS
        ? 'domains_max'
        : null;
    if (refusal)
      throw new AppError('VALIDATION_ERROR', validationText(refusal), [
        { path: 'domain', message: refusal },
      ]);
    const id = newId();
    await db
      .insertInto('organizationDomain')
      .values({
        id,
        organizationId: orgId,
        domain,
        verificationEmail: email.toLowerCase(),
        createdAt: new Date().toISOString(),
      })
      .execute();
    await sendCode(id, email.toLowerCase());
    return domainsOf(orgId);
  }

  async function resend(caller: Caller, orgId: string, domainId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (row.verified) throw new AppError('CONFLICT');
    await sendCode(row.id, row.verificationEmail);
    return domainsOf(orgId);
  }

  async function verify(caller: Caller, orgId: string, domainId: string, code: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (row.verified) return domainsOf(orgId);
    // The lists or the configuration may have grown since it was added.
    if (approvals.isShared(row.domain)) throw sharedDomainError();
    // A domain another organisation verified first stays theirs (unless it was refused there).
    const elsewhere = await db
      .selectFrom('organizationDomain')
      .select('id')
      .where('domain', '=', row.domain)
      .where('verified', '=', dbBoolean(ctx.database, true))
      .where('approval', '!=', 'refused')
      .executeTakeFirst();
    if (elsewhere)
      throw new AppError('CONFLICT', 'Een andere organisatie heeft dit domein al bevestigd.');
    if (!isRightCode(row, code)) {
      await db
        .updateTable('organizationDomain')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', domainId)
        .execute();
      throw new AppError('INVALID_CODE');
    }
    await db
      .updateTable('organizationDomain')
      .set({ verified: dbBoolean(ctx.database, true), ...codeCleared })
      .where('id', '=', domainId)
      .execute();
    // The verification stands even when the mail to the platform admins does not go out.
    await approvals.announce(row).catch((error: unknown) => {
      console.error('Mail about a domain waiting for approval failed', error);
    });
    return domainsOf(orgId);
  }

  async function setMode(caller: Caller, orgId: string, domainId: string, mode: EnrollmentMode) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    const row = await domainOf(orgId, domainId);
    if (!row.verified) throw new AppError('CONFLICT', 'Bevestig het domein eerst.');
    await db
      .updateTable('organizationDomain')
      .set({ enrollmentMode: mode })
      .where('id', '=', domainId)
      .execute();
    return domainsOf(orgId);
  }

  async function remove(caller: Caller, orgId: string, domainId: string) {
    await organisations.authorize(caller, orgId, 'domains:manage');
    await domainOf(orgId, domainId);
    await db.deleteFrom('organizationDomain').where('id', '=', domainId).execute();
    return domainsOf(orgId);
  }

  return { list, add, resend, verify, setMode, remove };
}
