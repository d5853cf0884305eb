import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';
import { addMember } from './members.repository.ts';

/**
 * The organizationRequest table: a domain's suggestion to join, the user's request
 * ('Pending approval') and an Admin's answer.
 */
export function createJoinRequestsRepository(db: Db) {
  return {
    /** Suggests the organisation to the user (never again once suggested, asked or answered). */
    async suggest(organizationId: string, userId: string) {
      await db
        .insertInto('organizationRequest')
        .values({
          id: newId(),
          organizationId,
          userId,
          status: 'suggested',
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
        .execute();
    },

    /** The user's suggestions and requests that were not rejected, by organisation name. */
    openOf: (userId: string) =>
      db
        .selectFrom('organizationRequest')
        .innerJoin('organization', 'organization.id', 'organizationRequest.organizationId')
        .select([
          'organizationRequest.id',
          'organizationRequest.organizationId',
          'organizationRequest.status',
          'organization.name as organizationName',
        ])
        .where('organizationRequest.userId', '=', userId)
        .where('organizationRequest.status', '!=', 'rejected')
        .orderBy('organization.name')
        .execute(),

    /** The user asks where they were suggested (asking again changes nothing); false if not. */
    async ask(suggestionId: string, userId: string) {
      const { numUpdatedRows } = await db
        .updateTable('organizationRequest')
        .set({ status: 'pending' })
        .where('id', '=', suggestionId)
        .where('userId', '=', userId)
        .where('status', 'in', ['suggested', 'pending'])
        .executeTakeFirst();
      return numUpdatedRows > 0;
    },

    /** The organisation's requests waiting for an answer, oldest first, with who asks. */
    waitingIn: (organizationId: string) =>
      db
        .selectFrom('organizationRequest')
        .innerJoin('user', 'user.id', 'organizationRequest.userId')
        .select([
          'organizationRequest.id',
          'organizationRequest.userId',
          'organizationRequest.status',
          'organizationRequest.createdAt',
          'user.firstName',
          'user.lastName',
          'user.email',
        ])
        .where('organizationRequest.organizationId', '=', organizationId)
        .where('organizationRequest.status', '=', 'pending')
        .orderBy('organizationRequest.createdAt')
        .orderBy('organizationRequest.id')
        .execute(),

    /** One request of the organisation waiting for an answer. */
    findWaiting: (organizationId: string, requestId: string) =>
      db
        .selectFrom('organizationRequest')
        .select(['id', 'userId'])
        .where('id', '=', requestId)
        .where('organizationId', '=', organizationId)
        .where('status', '=', 'pending')
        .executeTakeFirst(),

    /** The answer, and for an approval the new Lid: both or neither. */
    async answer(
      request: { id: string; organizationId: string; userId: string },
      approve: boolean,
    ) {
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organizationRequest')
          .set({ status: approve ? 'approved' : 'rejected', decidedAt: now })
          .where('id', '=', request.id)
          .execute();
        if (approve)
          await addMember(trx, {
            organizationId: request.organizationId,
            userId: request.userId,
            role: 'member',
            createdAt: now,
          });
      });
    },

    /** Whether the user asked to join somewhere and waits for the answer. */
    async isWaiting(userId: string) {
      const row = await db
        .selectFrom('organizationRequest')
        .select('id')
        .where('userId', '=', userId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

export type JoinRequestsRepository = ReturnType<typeof createJoinRequestsRepository>;
