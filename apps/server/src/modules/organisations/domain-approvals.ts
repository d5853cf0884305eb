import {
  type AdminDomain,
  type EnrollmentMode,
  enrollmentModes,
  toLanguage,
  validationText,
} from '@leerloop/contracts';
import type { OrganisationsContext } from './organisations-context.ts';
import { dbBoolean } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { domainApprovalMail } from '../mail/templates.ts';
import { createSharedMailDomains } from './shared-mail-domains.ts';

/** Where a platform admin approves domains (the web app's admin dashboard). */
const approvalsPath = '/dashboards/admin';

/** 400 under the domain field: free mail, a provider's or a disposable domain (issue 18). */
export const sharedDomainError = () =>
  new AppError('VALIDATION_ERROR', validationText('domain_shared'), [
    { path: 'domain', message: 'domain_shared' },
  ]);

/**
 * Issue 18: proving an address at a domain does not make the domain an organisation's — anyone
 * has a gmail.com address. So a verified domain waits until a platform admin approves it, and
 * only then enrolls new users; shared mail domains are refused outright, here too.
 */
export function createDomainApprovals(ctx: OrganisationsContext) {
  const { db } = ctx.database;
  const isShared = createSharedMailDomains(ctx.config.sharedMailDomains);

  /** Verified domains waiting for a platform admin, oldest first. */
  async function waiting(): Promise<AdminDomain[]> {
    const rows = await db
      .selectFrom('organizationDomain')
      .innerJoin('organization', 'organization.id', 'organizationDomain.organizationId')
      .select([
        'organizationDomain.id',
        'organizationDomain.domain',
        'organizationDomain.organizationId',
        'organization.name as organizationName',
        'organizationDomain.verificationEmail',
        'organizationDomain.enrollmentMode',
        'organizationDomain.createdAt',
      ])
      .where('organizationDomain.verified', '=', dbBoolean(ctx.database, true))
      .where('organizationDomain.approval', '=', 'waiting')
      .orderBy('organizationDomain.createdAt')
      .execute();
    return rows.map((row) => ({
      ...row,
      enrollmentMode: enrollmentModes.includes(row.enrollmentMode as EnrollmentMode)
        ? (row.enrollmentMode as EnrollmentMode)
        : 'none',
      createdAt: toIso(row.createdAt),
    }));
  }

  /** A platform admin's answer for a verified domain; a later answer replaces an earlier one. */
  async function decide(domainId: string, approve: boolean) {
    const row = await db
      .selectFrom('organizationDomain')
      .select(['id', 'domain', 'verified'])
      .where('id', '=', domainId)
      .executeTakeFirst();
    if (!row || !row.verified) throw new AppError('NOT_FOUND');
    if (approve && isShared(row.domain)) throw sharedDomainError();
    await db
      .updateTable('organizationDomain')
      .set({
        approval: approve ? 'approved' : 'refused',
        approvalDecidedAt: new Date().toISOString(),
      })
      .where('id', '=', domainId)
      .execute();
    return waiting();
  }

  /** Tells every platform admin that a domain waits for them (in their own language). */
  async function announce(domain: { domain: string; organizationId: string }) {
    const organization = await db
      .selectFrom('organization')
      .select('name')
      .where('id', '=', domain.organizationId)
      .executeTakeFirstOrThrow();
    const admins = await db
      .selectFrom('user')
      .select(['email', 'langSelected'])
      .where('role', '=', 'admin')
      .where('banned', '=', dbBoolean(ctx.database, false))
      .execute();
    const url = new URL(approvalsPath, ctx.config.baseUrl).toString();
    for (const admin of admins)
      await ctx.mailer.send({
        to: admin.email,
        ...domainApprovalMail(
          { url, domain: domain.domain, organization: organization.name },
          toLanguage(admin.langSelected),
        ),
      });
  }

  return { waiting, decide, announce, isShared };
}
