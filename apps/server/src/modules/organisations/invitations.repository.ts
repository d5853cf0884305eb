import type { OrgRole } from '@leerloop/contracts';
import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';
import { addMember } from './members.repository.ts';

/** The invitation table: who was invited where, with which role, and how it went. */
export function createInvitationsRepository({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  return {
    /** Whether someone with this address (primary or a verified further one) is a member. */
    async isMemberByAddress(organizationId: string, email: string) {
      const row = await db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .leftJoin('userEmail', (join) =>
          join
            .onRef('userEmail.userId', '=', 'user.id')
            .on('userEmail.verified', '=', dbBoolean({ driver }, true)),
        )
        .select('member.id')
        .where('member.organizationId', '=', organizationId)
        .where((eb) => eb.or([eb('user.email', '=', email), eb('userEmail.email', '=', email)]))
        .executeTakeFirst();
      return Boolean(row);
    },

    /** The organisation's pending invitations of this address (some may be past their time). */
    pendingOf: (organizationId: string, email: string) =>
      db
        .selectFrom('invitation')
        .select(['id', 'expiresAt'])
        .where('organizationId', '=', organizationId)
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .execute(),

    async insert(invitation: {
      id: string;
      organizationId: string;
      email: string;
      role: OrgRole;
      expiresAt: string;
      inviterId: string;
      createdAt: string;
    }) {
      await db
        .insertInto('invitation')
        .values({ ...invitation, status: 'pending' })
        .execute();
    },

    /** The organisation's invitations with who invited, newest first. */
    listOf: (organizationId: string) =>
      db
        .selectFrom('invitation')
        .innerJoin('user', 'user.id', 'invitation.inviterId')
        .select([
          'invitation.id',
          'invitation.email',
          'invitation.role',
          'invitation.status',
          'invitation.createdAt',
          'invitation.expiresAt',
          'user.firstName',
          'user.lastName',
        ])
        .where('invitation.organizationId', '=', organizationId)
        .orderBy('invitation.createdAt', 'desc')
        .orderBy('invitation.id')
        .execute(),

    /** Cancels a pending invitation of the organisation; false if there is none such. */
    async cancelPending(organizationId: string, invitationId: string) {
      const { numUpdatedRows } = await db
        .updateTable('invitation')
        .set({ status: 'canceled' })
        .where('id', '=', invitationId)
        .where('organizationId', '=', organizationId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return numUpdatedRows > 0;
    },

    /** An invitation by its secret id, with its organisation's name. */
    byToken: (token: string) =>
      db
        .selectFrom('invitation')
        .innerJoin('organization', 'organization.id', 'invitation.organizationId')
        .select([
          'invitation.id',
          'invitation.email',
          'invitation.role',
          'invitation.status',
          'invitation.expiresAt',
          'invitation.organizationId',
          'organization.name as organizationName',
        ])
        .where('invitation.id', '=', token)
        .executeTakeFirst(),

    /** Pending invitations of any of these addresses, with the organisation's name. */
    pendingForAddresses: (addresses: string[]) =>
      db
        .selectFrom('invitation')
        .innerJoin('organization', 'organization.id', 'invitation.organizationId')
        .select([
          'invitation.id',
          'invitation.role',
          'invitation.status',
          'invitation.expiresAt',
          'organization.name',
        ])
        .where('invitation.email', 'in', addresses)
        .where('invitation.status', '=', 'pending')
        .execute(),

    /** The invitee joins with its role and the invitation is accepted: both or neither. */
    async accept(
      invitation: { id: string; organizationId: string; role: OrgRole },
      userId: string,
    ) {
      await db.transaction().execute(async (trx) => {
        await addMember(trx, {
          organizationId: invitation.organizationId,
          userId,
          role: invitation.role,
        });
        await trx
          .updateTable('invitation')
          .set({ status: 'accepted' })
          .where('id', '=', invitation.id)
          .execute();
      });
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
