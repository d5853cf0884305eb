import type { OrgRole } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/** Who joins where, with which role, and when (now if not said). */
export interface NewMember {
  organizationId: string;
  userId: string;
  role: OrgRole;
  createdAt?: string;
}

/**
 * The one way anyone becomes a member (an access code, an invitation, an approved request, a
 * school's sign-in, a new organisation, the demo): someone who is a member already stays as
 * they are, role and all. `db` may be a transaction, so a join can go with what caused it.
 * Answers whether they joined now.
 */
export async function addMember(db: Db, member: NewMember) {
  const { numInsertedOrUpdatedRows } = await db
    .insertInto('member')
    .values({
      id: newId(),
      organizationId: member.organizationId,
      userId: member.userId,
      role: member.role,
      createdAt: member.createdAt ?? new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
    .executeTakeFirst();
  return Boolean(numInsertedOrUpdatedRows);
}

/** The member table: who belongs to which organisation, with which role (as stored). */
export function createMembersRepository(db: Db) {
  return {
    addMember: (member: NewMember) => addMember(db, member),

    /** The user's membership of an organisation, with the organisation's name. */
    membership: (userId: string, organizationId: string) =>
      db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select(['member.id as memberId', 'member.role', 'organization.name'])
        .where('member.userId', '=', userId)
        .where('member.organizationId', '=', organizationId)
        .executeTakeFirst(),

    /** The user's organisations with their role in each and how many members each has. */
    organisationsOf: (userId: string) =>
      db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select([
          'organization.id',
          'organization.name',
          'organization.slug',
          'organization.logo',
          'organization.metadata',
          'organization.createdAt',
          'member.role',
          (eb) =>
            eb
              .selectFrom('member as m')
              .select((inner) => inner.fn.countAll<number>().as('count'))
              .whereRef('m.organizationId', '=', 'organization.id')
              .as('membersCount'),
        ])
        .where('member.userId', '=', userId)
        .orderBy('organization.name')
        .execute(),

    /** How many members of the organisation have one of these (stored) roles. */
    async countWithRoles(organizationId: string, roles: string[]) {
      const { count } = await db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('organizationId', '=', organizationId)
        .where('role', 'in', roles)
        .executeTakeFirstOrThrow();
      return Number(count);
    },

    /** The organisation's members with their names, by name. */
    listOf: (organizationId: string) =>
      db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .select([
          'member.id',
          'member.userId',
          'member.role',
          'member.createdAt',
          'user.firstName',
          'user.lastName',
          'user.email',
          'user.image',
        ])
        .where('member.organizationId', '=', organizationId)
        .orderBy('user.firstName')
        .orderBy('user.lastName')
        .orderBy('member.id')
        .execute(),

    /** One member of the organisation (undefined: not of this one). */
    find: (organizationId: string, memberId: string) =>
      db
        .selectFrom('member')
        .select(['id', 'role'])
        .where('id', '=', memberId)
        .where('organizationId', '=', organizationId)
        .executeTakeFirst(),

    /** The longest-standing member with one of these roles, with their name and the organisation's. */
    firstWithRoles: (organizationId: string, roles: string[]) =>
      db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select(['user.id', 'user.firstName', 'user.lastName', 'organization.name'])
        .where('member.organizationId', '=', organizationId)
        .where('member.role', 'in', roles)
        .orderBy('member.createdAt')
        .executeTakeFirst(),

    async setRole(memberId: string, role: OrgRole) {
      await db.updateTable('member').set({ role }).where('id', '=', memberId).execute();
    },

    async remove(memberId: string) {
      await db.deleteFrom('member').where('id', '=', memberId).execute();
    },

    async isMember(organizationId: string, userId: string) {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Whether the user belongs to any organisation at all. */
    async isMemberAnywhere(userId: string) {
      const row = await db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },
  };
}

export type MembersRepository = ReturnType<typeof createMembersRepository>;
