import type { Db } from '../../db/database.ts';

/** Issue 23: who gets a weekly digest, and of which groups (decision 045). */
export function createWeeklyDigestRepository(db: Db) {
  const coachRows = () =>
    db
      .selectFrom('organizationGroupCoach as coach')
      .innerJoin('user', 'user.id', 'coach.userId')
      .innerJoin('organizationGroup as group', 'group.id', 'coach.groupId');
  return {
    /** Every coach of a group, and whether they want the digest. */
    async coaches() {
      const rows = await coachRows()
        .select(['user.id', 'user.weeklyDigestMail'])
        .distinct()
        .execute();
      return rows.filter((row) => Boolean(row.weeklyDigestMail)).map((row) => row.id);
    },

    /** A coach's address, language and digest setting, and the groups they coach by name. */
    async coach(userId: string) {
      const rows = await coachRows()
        .select([
          'user.email',
          'user.firstName',
          'user.langSelected',
          'user.weeklyDigestMail',
          'group.id as groupId',
          'group.name as groupName',
        ])
        .where('coach.userId', '=', userId)
        .orderBy('group.name')
        .execute();
      const [first] = rows;
      if (!first) return undefined;
      return {
        email: first.email,
        firstName: first.firstName,
        langSelected: first.langSelected,
        wantsDigest: Boolean(first.weeklyDigestMail),
        groups: rows.map((row) => ({ id: row.groupId, name: row.groupName })),
      };
    },
  };
}

export type WeeklyDigestRepository = ReturnType<typeof createWeeklyDigestRepository>;
