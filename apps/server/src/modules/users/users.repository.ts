import { coachRoles, type Language } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';

export function createUsersRepository(db: Db) {
  return {
    findById: (id: string) =>
      db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Whether the user coaches in some organisation. */
    async isCoach(id: string) {
      const coaching = await db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', id)
        .where('role', 'in', coachRoles)
        .executeTakeFirst();
      return Boolean(coaching);
    },

    /** The providers the user signs in with (`credential`: a password of ours). */
    async providersOf(userId: string) {
      const rows = await db
        .selectFrom('account')
        .select('providerId')
        .where('userId', '=', userId)
        .execute();
      return rows.map((row) => row.providerId);
    },

    /** The admin behind an impersonation session; undefined for the user's own session. */
    impersonatorOf: (sessionId: string) =>
      db
        .selectFrom('session')
        .innerJoin('user', 'user.id', 'session.impersonatedBy')
        .select(['user.id', 'user.email'])
        .where('session.id', '=', sessionId)
        .executeTakeFirst(),

    async roleOf(id: string) {
      const user = await db
        .selectFrom('user')
        .select('role')
        .where('id', '=', id)
        .executeTakeFirst();
      return user?.role;
    },

    /** Saves the settings given; the ones left out stay as they are. */
    async saveSettings(
      id: string,
      settings: { langSelected?: Language; reviewResponseMail?: boolean },
    ) {
      await db
        .updateTable('user')
        .set({
          ...(settings.langSelected && { langSelected: settings.langSelected }),
          // 0/1: SQLite has no booleans, and PostgreSQL reads '1' and '0' as true and false.
          ...(settings.reviewResponseMail !== undefined && {
            reviewResponseMail: Number(settings.reviewResponseMail),
          }),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
