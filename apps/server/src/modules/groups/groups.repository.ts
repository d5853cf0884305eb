import { storedRolesWith } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { GroupClock } from '../programme/week-lock.ts';

/** Who sees every group of an organisation: the stored roles that may manage them (Admin). */
const managerRoles = storedRolesWith('groups:manage');

export interface GroupRow {
  id: string;
  organizationId: string;
  organizationName: string;
  name: string;
  accessCode: string;
  startsOn: string | null;
  pace: 'weekly' | 'manual';
  /** The organisation's shift of a learner's own clock (weekly pace without a start date). */
  programmeOffsetDays: number;
  createdAt: string;
}

const groupColumns = [
  'organizationGroup.id',
  'organizationGroup.organizationId',
  'organization.name as organizationName',
  'organizationGroup.name',
  'organizationGroup.accessCode',
  'organizationGroup.startsOn',
  'organizationGroup.pace',
  'organization.programmeOffsetDays',
  'organizationGroup.createdAt',
] as const;

const toGroupRow = (row: Omit<GroupRow, 'createdAt'> & { createdAt: string | Date }): GroupRow => ({
  ...row,
  createdAt: toIso(row.createdAt),
});

/** The weeks opened by hand that a learner's clock counts: the group's and their own. */
async function openingsOf(db: Db, groupId: string, userId: string | null) {
  const rows = await db
    .selectFrom('organizationGroupWeekOpening')
    .select(['userId', 'week', 'openedAt'])
    .where('groupId', '=', groupId)
    .where((eb) =>
      userId === null
        ? eb('userId', 'is', null)
        : eb.or([eb('userId', 'is', null), eb('userId', '=', userId)]),
    )
    .execute();
  return rows.map((row) => ({
    week: row.week,
    openedAt: new Date(toIso(row.openedAt)),
    isEarly: row.userId !== null,
  }));
}

/**
 * The clock of the learner's group (issue 23), or null outside a group. A learner in groups of
 * two organisations follows the group of the organisation they joined first (as the
 * organisation's offset did).
 */
export async function groupClockOf(db: Db, userId: string): Promise<GroupClock | null> {
  const group = await db
    .selectFrom('organizationGroupLearner')
    .innerJoin('organizationGroup', 'organizationGroup.id', 'organizationGroupLearner.groupId')
    .innerJoin('member', (join) =>
      join
        .onRef('member.organizationId', '=', 'organizationGroupLearner.organizationId')
        .onRef('member.userId', '=', 'organizationGroupLearner.userId'),
    )
    .select(['organizationGroup.id', 'organizationGroup.startsOn', 'organizationGroup.pace'])
    .where('organizationGroupLearner.userId', '=', userId)
    .orderBy('member.createdAt')
    .executeTakeFirst();
  if (!group) return null;
  return {
    startsOn: group.startsOn,
    pace: group.pace,
    openings: await openingsOf(db, group.id, userId),
  };
}

/** Issue 23: the organisation's groups, who is in them, and the weeks opened by hand. */
export function createGroupsRepository(db: Db) {
  const groups = () =>
    db
      .selectFrom('organizationGroup')
      .innerJoin('organization', 'organization.id', 'organizationGroup.organizationId');

  return {
    async insert(group: { organizationId: string; name: string; accessCode: string }) {
      const id = newId();
      await db
        .insertInto('organizationGroup')
        .values({ id, ...group, startsOn: null, createdAt: new Date().toISOString() })
        .execute();
      return id;
    },

    async find(groupId: string) {
      const row = await groups()
        .select(groupColumns)
        .where('organizationGroup.id', '=', groupId)
        .executeTakeFirst();
      return row && toGroupRow(row);
    },

    /** The group of this access code (as made), with its organisation. */
    findByCode: (accessCode: string) =>
      db
        .selectFrom('organizationGroup')
        .select(['id', 'name', 'organizationId'])
        .where('accessCode', '=', accessCode)
        .executeTakeFirst(),

    /** Whether another group of the organisation has this name. */
    async isNameTaken(organizationId: string, name: string, exceptId?: string) {
      const row = await db
        .selectFrom('organizationGroup')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('name', '=', name)
        .$if(Boolean(exceptId), (qb) => qb.where('id', '!=', exceptId!))
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * The groups a user sees: every group of the organisations they manage (Admin), and the
     * ones they coach; of one organisation when asked. By organisation and name.
     */
    async visibleTo(userId: string, organizationId?: string) {
      const rows = await groups()
        .select(groupColumns)
        .where((eb) =>
          eb.or([
            eb(
              'organizationGroup.organizationId',
              'in',
              eb
                .selectFrom('member')
                .select('member.organizationId')
                .where('member.userId', '=', userId)
                .where('member.role', 'in', managerRoles),
            ),
            eb(
              'organizationGroup.id',
              'in',
              eb
                .selectFrom('organizationGroupCoach')
                .select('organizationGroupCoach.groupId')
                .where('organizationGroupCoach.userId', '=', userId),
            ),
          ]),
        )
        .$if(Boolean(organizationId), (qb) =>
          qb.where('organizationGroup.organizationId', '=', organizationId!),
        )
        .orderBy('organization.name')
        .orderBy('organizationGroup.name')
        .orderBy('organizationGroup.id')
        .execute();
      return rows.map(toGroupRow);
    },

    /** How many learners each group has, and its coaches by name. */
    async peopleOf(groupIds: string[]) {
      if (groupIds.length === 0) return { counts: new Map<string, number>(), coaches: [] };
      const [counts, coaches] = await Promise.all([
        db
          .selectFrom('organizationGroupLearner')
          .select(['groupId', (eb) => eb.fn.countAll<number>().as('count')])
          .where('groupId', 'in', groupIds)
          .groupBy('groupId')
          .execute(),
        db
          .selectFrom('organizationGroupCoach')
          .innerJoin('user', 'user.id', 'organizationGroupCoach.userId')
          .select([
            'organizationGroupCoach.groupId',
            'user.id as userId',
            'user.firstName',
            'user.lastName',
          ])
          .where('organizationGroupCoach.groupId', 'in', groupIds)
          .orderBy('user.firstName')
          .orderBy('user.lastName')
          .execute(),
      ]);
      return {
        counts: new Map(counts.map((row) => [row.groupId, Number(row.count)])),
        coaches,
      };
    },

    async rename(groupId: string, name: string) {
      await db.updateTable('organizationGroup').set({ name }).where('id', '=', groupId).execute();
    },

    async setAccessCode(groupId: string, accessCode: string) {
      await db
        .updateTable('organizationGroup')
        .set({ accessCode })
        .where('id', '=', groupId)
        .execute();
    },

    async setTiming(
      groupId: string,
      timing: { startsOn: string | null; pace: 'weekly' | 'manual' },
    ) {
      await db.updateTable('organizationGroup').set(timing).where('id', '=', groupId).execute();
    },

    async remove(groupId: string) {
      await db.deleteFrom('organizationGroup').where('id', '=', groupId).execute();
    },

    async isCoach(groupId: string, userId: string) {
      const row = await db
        .selectFrom('organizationGroupCoach')
        .select('userId')
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    async isLearner(groupId: string, userId: string) {
      const row = await db
        .selectFrom('organizationGroupLearner')
        .select('userId')
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /** Puts a member in the group as a learner, out of any other group of the organisation. */
    async putLearner(organizationId: string, groupId: string, userId: string) {
      await db
        .insertInto('organizationGroupLearner')
        .values({ organizationId, userId, groupId, createdAt: new Date().toISOString() })
        .onConflict((oc) =>
          oc
            .columns(['organizationId', 'userId'])
            .doUpdateSet({ groupId, createdAt: new Date().toISOString() }),
        )
        .execute();
    },

    async removeLearner(groupId: string, userId: string) {
      await db
        .deleteFrom('organizationGroupLearner')
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .execute();
    },

    async addCoach(organizationId: string, groupId: string, userId: string) {
      await db
        .insertInto('organizationGroupCoach')
        .values({ organizationId, groupId, userId, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['groupId', 'userId']).doNothing())
        .execute();
    },

    async removeCoach(groupId: string, userId: string) {
      await db
        .deleteFrom('organizationGroupCoach')
        .where('groupId', '=', groupId)
        .where('userId', '=', userId)
        .execute();
    },

    /** The organisation's members whose name or address holds `q`, with their group there. */
    candidates: (organizationId: string, groupId: string, q: string, limit: number) => {
      // Wildcards typed are dropped: SQLite and PostgreSQL escape them differently.
      const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, '')}%`;
      return db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .leftJoin('organizationGroupLearner as learner', (join) =>
          join
            .onRef('learner.organizationId', '=', 'member.organizationId')
            .onRef('learner.userId', '=', 'member.userId'),
        )
        .leftJoin('organizationGroup as ownGroup', 'ownGroup.id', 'learner.groupId')
        .leftJoin('organizationGroupCoach as coach', (join) =>
          join.onRef('coach.userId', '=', 'member.userId').on('coach.groupId', '=', groupId),
        )
        .select([
          'user.id as userId',
          'user.firstName',
          'user.lastName',
          'user.email',
          'member.role',
          'ownGroup.id as groupId',
          'ownGroup.name as groupName',
          'coach.userId as coachId',
        ])
        .where('member.organizationId', '=', organizationId)
        .$if(q !== '', (qb) =>
          qb.where((eb) =>
            eb.or([
              eb(eb.fn('lower', ['user.firstName']), 'like', pattern),
              eb(eb.fn('lower', ['user.lastName']), 'like', pattern),
              eb(eb.fn('lower', ['user.email']), 'like', pattern),
            ]),
          ),
        )
        .orderBy('user.firstName')
        .orderBy('user.lastName')
        .orderBy('user.id')
        .limit(limit)
        .execute();
    },

    /** Opens every week up to `week`, for the whole group (no user) or one learner. */
    async addOpening(opening: {
      groupId: string;
      userId: string | null;
      week: number;
      openedBy: string;
    }) {
      await db
        .insertInto('organizationGroupWeekOpening')
        .values({ id: newId(), ...opening, openedAt: new Date().toISOString() })
        .execute();
    },

    /** The group's own openings (for every learner), and each learner's early ones. */
    async openings(groupId: string) {
      const rows = await db
        .selectFrom('organizationGroupWeekOpening')
        .select(['userId', 'week', 'openedAt'])
        .where('groupId', '=', groupId)
        .execute();
      return rows.map((row) => ({
        userId: row.userId,
        week: row.week,
        openedAt: new Date(toIso(row.openedAt)),
      }));
    },

    /** The group's clock as a learner of it without early openings sees it. */
    groupOpenings: (groupId: string) => openingsOf(db, groupId, null),
  };
}

export type GroupsRepository = ReturnType<typeof createGroupsRepository>;
