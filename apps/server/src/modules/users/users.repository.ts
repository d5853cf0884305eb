import { type Language, type User, toLanguage } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { COACH_ROLES } from '../answers/answers.repository.ts';

export function createUsersRepository(db: Db) {
  const findById = async (id: string): Promise<User | undefined> => {
    const row = await db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const coaching = await db
      .selectFrom('member')
      .select('id')
      .where('userId', '=', id)
      .where('role', 'in', COACH_ROLES)
      .executeTakeFirst();
    return {
      id: row.id,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      firstName: row.firstName,
      lastName: row.lastName,
      image: row.image,
      langSelected: toLanguage(row.langSelected),
      onboardingFinishedAt: row.onboardingFinishedAt ? toIso(row.onboardingFinishedAt) : null,
      isCoach: Boolean(coaching),
      isPlatformAdmin: row.role === 'admin',
      createdAt: toIso(row.createdAt),
    };
  };
  return {
    findById,
    async setLanguage(id: string, language: Language) {
      await db
        .updateTable('user')
        .set({ langSelected: language, updatedAt: new Date().toISOString() })
        .where('id', '=', id)
        .execute();
      return findById(id);
    },
  };
}
