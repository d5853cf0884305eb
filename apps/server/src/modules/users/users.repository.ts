import { coachRoles, type Language, type User, toLanguage } from '@leerloop/contracts';
import type { SsoConnection } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { secondStepsOf } from '../auth/phone-sign-in.ts';
import { providedFieldsOf } from '../auth/sso.ts';
import type { Caller } from '../auth/access-token.ts';
import { identityOf } from '../auth/session-identity.ts';

export function createUsersRepository(db: Db, ssoConnections: SsoConnection[] = []) {
  /** How this user signs in: a password of ours, and/or an organisation's connection. */
  const signInOf = async (userId: string) => {
    const providers = await db
      .selectFrom('account')
      .select('providerId')
      .where('userId', '=', userId)
      .execute();
    const ids = providers.map((row) => row.providerId);
    const connection = ssoConnections.find((c) => ids.includes(c.id));
    return {
      hasPassword: ids.includes('credential'),
      ssoConnection: connection ? { id: connection.id, name: connection.name } : null,
    };
  };

  /** The admin behind an impersonation session, or null for the user's own session. */
  const actorOf = async (sessionId: string | undefined) => {
    if (!sessionId) return null;
    const actor = await db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.impersonatedBy')
      .select(['user.id', 'user.email'])
      .where('session.id', '=', sessionId)
      .executeTakeFirst();
    return actor ?? null;
  };

  /**
   * The user as the API shows them. With the caller's session: whether an admin acts as them,
   * and the organisation the session works in (read with the session when the token was checked).
   */
  const findById = async (
    id: string,
    session?: Pick<Caller, 'sessionId' | 'org'>,
  ): Promise<User | undefined> => {
    const row = await db.selectFrom('user').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return undefined;
    const coaching = await db
      .selectFrom('member')
      .select('id')
      .where('userId', '=', id)
      .where('role', 'in', coachRoles)
      .executeTakeFirst();
    return {
      id: row.id,
      email: row.email,
      emailVerified: Boolean(row.emailVerified),
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.displayUsername ?? row.username,
      image: row.image,
      langSelected: toLanguage(row.langSelected),
      reviewResponseMail: Boolean(row.reviewResponseMail),
      onboardingFinishedAt: row.onboardingFinishedAt ? toIso(row.onboardingFinishedAt) : null,
      isCoach: Boolean(coaching),
      isPlatformAdmin: row.role === 'admin',
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      secondSteps: (await secondStepsOf(db, id, row.secondStepByText)).methods,
      actor: await actorOf(session?.sessionId),
      session: session ? identityOf(session.sessionId, session.org) : null,
      ...(await signInOf(id)),
      providedFields: providedFieldsOf(row.ssoFields),
      createdAt: toIso(row.createdAt),
    };
  };
  return {
    findById,
    /** The platform's own admins (`user.role = 'admin'`): content, users, system status. */
    async isPlatformAdmin(id: string) {
      const user = await db
        .selectFrom('user')
        .select('role')
        .where('id', '=', id)
        .executeTakeFirst();
      return user?.role === 'admin';
    },
    /** Saves the settings given; the ones left out stay as they are. */
    async saveSettings(
      id: string,
      settings: { langSelected?: Language; reviewResponseMail?: boolean },
      session?: Pick<Caller, 'sessionId' | 'org'>,
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
      return findById(id, session);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
