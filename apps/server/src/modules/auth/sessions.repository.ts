import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';

/** Sessions as the API reads them, and the organisation each one works in. */
export function createSessionsRepository(db: Db) {
  const withMembership = preparedQuery(db, ['sessionId'], ({ sessionId }) =>
    db
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
      .where('session.id', '=', sessionId),
  );

  return {
    /**
     * A session with the user's membership of the organisation it works in: role and
     * organisation are null for the personal account and once the user is no longer a member.
     * Asked by every signed-in request (the access token's check): built once.
     */
    findWithMembership: async (sessionId: string) => (await withMembership({ sessionId }))[0],

    /** Makes `orgId` the organisation this session works in (null: the personal account). */
    async setActiveOrganisation(
      session: { userId: string; sessionId: string },
      orgId: string | null,
    ) {
      await db
        .updateTable('session')
        .set({ activeOrganizationId: orgId })
        .where('id', '=', session.sessionId)
        .where('userId', '=', session.userId)
        .execute();
    },

    /** The organisation the user's latest session worked in, while they are still a member. */
    async latestSessionOrganisationOf(userId: string) {
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
      return latest?.organizationId;
    },

    /** The organisation the user joined first. */
    async firstOrganisationOf(userId: string) {
      const first = await db
        .selectFrom('member')
        .select('organizationId')
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .executeTakeFirst();
      return first?.organizationId;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
