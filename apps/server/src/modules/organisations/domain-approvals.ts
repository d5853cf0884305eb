import {
  type AdminDomain,
  type EnrollmentMode,
  enrollmentModes,
  toLanguage,
  webLinks,
} from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { domainApprovalMail } from '../mail/templates.ts';
import type { DomainsRepository } from './domains.repository.ts';
import type { OrganisationsRepository } from './organisations.repository.ts';
import type { PeopleRepository } from './people.repository.ts';

/** 400 under the domain field: free mail, a provider's or a disposable domain (issue 18). */
export const sharedDomainError = () =>
  new AppError('VALIDATION_ERROR', { issues: [{ path: 'domain', message: 'domain_shared' }] });

/**
 * Issue 18: proving an address at a domain does not make the domain an organisation's — anyone
 * has a gmail.com address. So a verified domain waits until a platform admin approves it, and
 * only then enrolls new users; shared mail domains are refused outright, here too.
 */
export function createDomainApprovals({
  domains,
  organisations,
  people,
  isSharedMailDomain,
  mailer,
  baseUrl,
}: {
  domains: Pick<DomainsRepository, 'waitingForApproval' | 'byId' | 'setApproval'>;
  organisations: Pick<OrganisationsRepository, 'nameOf'>;
  people: Pick<PeopleRepository, 'platformAdmins'>;
  isSharedMailDomain: (domain: string) => boolean;
  mailer: Mailer;
  baseUrl: string;
}) {
  /** Verified domains waiting for a platform admin, oldest first. */
  async function waiting(): Promise<AdminDomain[]> {
    const rows = await domains.waitingForApproval();
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
    const row = await domains.byId(domainId);
    if (!row || !row.verified) throw new AppError('NOT_FOUND');
    if (approve && isSharedMailDomain(row.domain)) throw sharedDomainError();
    await domains.setApproval(domainId, approve ? 'approved' : 'refused');
    return waiting();
  }

  /** Tells every platform admin that a domain waits for them (in their own language). */
  async function announce(domain: { domain: string; organizationId: string }) {
    const organization = await organisations.nameOf(domain.organizationId);
    const admins = await people.platformAdmins();
    const url = new URL(webLinks.admin, baseUrl).toString();
    for (const admin of admins)
      await mailer.send({
        to: admin.email,
        ...domainApprovalMail(
          { url, domain: domain.domain, organization },
          toLanguage(admin.langSelected),
        ),
      });
  }

  return { waiting, decide, announce };
}

export type DomainApprovalsService = ReturnType<typeof createDomainApprovals>;
