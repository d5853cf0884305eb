import {
  type OrgPermission,
  type OrgRole,
  permissionMatrix,
  type SessionIdentity,
  toOrgRole,
} from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';

/** Spec §3 session `orgId`, `orgSlug`, `orgRole`, `orgPermissions`: where a session works. */
export interface SessionOrganization {
  id: string;
  slug: string;
  role: OrgRole;
  permissions: OrgPermission[];
}

/**
 * A session as the API knows it: whose, until when, and the organisation it works in — null
 * for the personal account, and when the user is no longer a member of it (left, removed).
 */
export async function findSession(db: Db, sessionId: string) {
  const row = await db
    .selectFrom('session')
    .leftJoin('member', (join) =>
      join
        .onRef('member.organizationId', '=', 'session.activeOrganizationId')
        .onRef('member.userId', '=', 'session.userId'),
    )
    .leftJoin('organization', 'organization.id', 'member.organizationId')
    .select([
      'session.userId',
      'session.expiresAt',
      'member.role',
      'organization.id as orgId',
      'organization.slug as orgSlug',
    ])
    .where('session.id', '=', sessionId)
    .executeTakeFirst();
  if (!row) return undefined;
  const role = toOrgRole(row.role);
  const org: SessionOrganization | null =
    row.orgId && row.orgSlug && role
      ? { id: row.orgId, slug: row.orgSlug, role, permissions: [...permissionMatrix[role]] }
      : null;
  return { userId: row.userId, expiresAt: row.expiresAt, org };
}

/** The session's identity as the access token's claims and /users/me give it (spec §3). */
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

/** Makes `orgId` the organisation this session works in (null: the personal account). */
export async function setSessionOrganization(
  db: Db,
  session: { userId: string; sessionId: string },
  orgId: string | null,
) {
  await db
    .updateTable('session')
    .set({ activeOrganizationId: orgId })
    .where('id', '=', session.sessionId)
    .where('userId', '=', session.userId)
    .execute();
}

/**
 * The organisation a new session works in (issue 20): the one the user's latest session worked
 * in while they are still a member of it, else the organisation they joined first; null (the
 * personal account) for someone in none. A learner signing in on a new device is in their
 * school's organisation at once, not in the personal account.
 */
export async function organisationForNewSession(db: Db, userId: string) {
  const latest = await db
    .selectFrom('session')
    .innerJoin('member', (join) =>
      join
        .onRef('member.organizationId', '=', 'session.activeOrganizationId')
        .onRef('member.userId', '=', 'session.userId'),
    )
    .select('member.organizationId')
    .where('session.userId', '=', userId)
    .orderBy('session.createdAt', 'desc')
    .executeTakeFirst();
  if (latest) return latest.organizationId;
  const first = await db
    .selectFrom('member')
    .select('organizationId')
    .where('userId', '=', userId)
    .orderBy('createdAt')
    .orderBy('id')
    .executeTakeFirst();
  return first?.organizationId ?? null;
}
