import type { EnrollmentMode } from '@leerloop/contracts';
import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';

/** The stored code of a domain's verification (a hash, when it expires, the tries so far). */
export interface StoredCode {
  codeHash: string | null;
  codeExpiresAt: string | null;
  codeAttempts: number;
}

/**
 * The organizationDomain table: an organisation's domains, their verification by a mailed
 * code, a platform admin's approval and their enrollment mode.
 */
export function createDomainsRepository({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  const yes = dbBoolean({ driver }, true);

  return {
    /** The organisation's domains, by name. */
    listOf: (organizationId: string) =>
      db
        .selectFrom('organizationDomain')
        .selectAll()
        .where('organizationId', '=', organizationId)
        .orderBy('domain')
        .execute(),

    /** One domain of the organisation (undefined: not of this one). */
    find: (organizationId: string, domainId: string) =>
      db
        .selectFrom('organizationDomain')
        .selectAll()
        .where('id', '=', domainId)
        .where('organizationId', '=', organizationId)
        .executeTakeFirst(),

    /** A domain whichever organisation has it. */
    byId: (domainId: string) =>
      db
        .selectFrom('organizationDomain')
        .select(['id', 'domain', 'verified'])
        .where('id', '=', domainId)
        .executeTakeFirst(),

    async insert(domain: {
      id: string;
      organizationId: string;
      domain: string;
      verificationEmail: string;
      createdAt: string;
    }) {
      await db.insertInto('organizationDomain').values(domain).execute();
    },

    async storeCode(domainId: string, code: StoredCode) {
      await db.updateTable('organizationDomain').set(code).where('id', '=', domainId).execute();
    },

    async countWrongCode(domainId: string) {
      await db
        .updateTable('organizationDomain')
        .set((eb) => ({ codeAttempts: eb('codeAttempts', '+', 1) }))
        .where('id', '=', domainId)
        .execute();
    },

    /** Verified: the code is forgotten. */
    async markVerified(domainId: string, codeCleared: StoredCode) {
      await db
        .updateTable('organizationDomain')
        .set({ verified: yes, ...codeCleared })
        .where('id', '=', domainId)
        .execute();
    },

    /** Whether an organisation verified this domain and a platform admin has not refused it. */
    async isClaimed(domain: string) {
      const row = await db
        .selectFrom('organizationDomain')
        .select('id')
        .where('domain', '=', domain)
        .where('verified', '=', yes)
        .where('approval', '!=', 'refused')
        .executeTakeFirst();
      return Boolean(row);
    },

    async setMode(domainId: string, mode: EnrollmentMode) {
      await db
        .updateTable('organizationDomain')
        .set({ enrollmentMode: mode })
        .where('id', '=', domainId)
        .execute();
    },

    async remove(domainId: string) {
      await db.deleteFrom('organizationDomain').where('id', '=', domainId).execute();
    },

    /** Verified domains waiting for a platform admin, oldest first, with the organisation's name. */
    waitingForApproval: () =>
      db
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
        .where('organizationDomain.verified', '=', yes)
        .where('organizationDomain.approval', '=', 'waiting')
        .orderBy('organizationDomain.createdAt')
        .execute(),

    async setApproval(domainId: string, approval: 'approved' | 'refused') {
      await db
        .updateTable('organizationDomain')
        .set({ approval, approvalDecidedAt: new Date().toISOString() })
        .where('id', '=', domainId)
        .execute();
    },

    /** The approved, verified domains of this name that enroll anyone, and how. */
    enrolling: (domain: string) =>
      db
        .selectFrom('organizationDomain')
        .select(['organizationId', 'enrollmentMode'])
        .where('domain', '=', domain)
        .where('verified', '=', yes)
        .where('approval', '=', 'approved')
        .where('enrollmentMode', '!=', 'none')
        .execute(),
  };
}

export type DomainsRepository = ReturnType<typeof createDomainsRepository>;
