import {
  type OrgPermission,
  type OrgRole,
  permissionMatrix,
  type SessionIdentity,
  toOrgRole,
} from '@leerloop/contracts';
import { cachedRead } from '../../db/cached-read.ts';
import type { TableWrites } from '../../db/table-writes.ts';
import type { SessionsRepository } from './sessions.repository.ts';

/**
 * How long a session read is kept for the requests after it. This process forgets it at once
 * when it writes to what it was read from (a sign-out, a removed member, a deleted user);
 * another instance's sign-out is seen within this time (decision 034).
 */
const SESSION_KEPT_MS = 2_000;

/** Spec §3 session `orgId`, `orgSlug`, `orgRole`, `orgPermissions`: where a session works. */
export interface SessionOrganization {
  id: string;
  slug: string;
  role: OrgRole;
  permissions: OrgPermission[];
}

/** The sessions of the API: who they are, and the organisation each works in (decision 025). */
export function createSessions(sessions: SessionsRepository, writes: TableWrites) {
  /**
   * A session as the API knows it: whose, until when, and the organisation it works in — null
   * for the personal account, and when the user is no longer a member of it (left, removed).
   * Every signed-in request asks it: kept briefly (SESSION_KEPT_MS).
   */
  const find = cachedRead(
    async (sessionId: string) => {
      const row = await sessions.findWithMembership(sessionId);
      if (!row) return undefined;
      const role = toOrgRole(row.role);
      const org: SessionOrganization | null =
        row.orgId && row.orgSlug && role
          ? { id: row.orgId, slug: row.orgSlug, role, permissions: [...permissionMatrix[role]] }
          : null;
      return { userId: row.userId, expiresAt: row.expiresAt, org };
    },
    {
      writes,
      tables: ['session', 'member', 'organization', 'user'],
      ttlMs: SESSION_KEPT_MS,
      max: 50_000,
    },
  );

  return {
    find,

    /**
     * The organisation a new session works in (issue 20): the one the user's latest session
     * worked in while they are still a member of it, else the organisation they joined first;
     * null (the personal account) for someone in none. A learner signing in on a new device is
     * in their school's organisation at once, not in the personal account.
     */
    async organisationForNewSession(userId: string) {
      return (
        (await sessions.latestSessionOrganisationOf(userId)) ??
        (await sessions.firstOrganisationOf(userId)) ??
        null
      );
    },

    /** Makes `orgId` the organisation this session works in (null: the personal account). */
    setOrganisation: sessions.setActiveOrganisation,
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** The session's identity as the access token's claims and `getMe` give it (spec §3). */
export const identityOf = (
  sessionId: string,
  org: SessionOrganization | null,
): SessionIdentity => ({
  sessionId,
  orgId: org?.id ?? null,
  orgSlug: org?.slug ?? null,
  orgRole: org?.role ?? null,
  orgPermissions: org?.permissions ?? [],
});
