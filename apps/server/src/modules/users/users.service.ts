import { type Language, type User, toLanguage } from '@leerloop/contracts';
import type { SsoConnection } from '../../config.ts';
import { toIso } from '../../db/schema.ts';
import type { Caller } from '../auth/access-token.ts';
import type { SecondSteps } from '../auth/second-steps.ts';
import { identityOf } from '../auth/session-identity.ts';
import { providedFieldsOf } from '../auth/sso.ts';
import type { UsersRepository } from './users.repository.ts';

/** The user as the API shows them (`getMe`), and who is one of the platform's own admins. */
export function createUsersService({
  users,
  secondSteps,
  ssoConnections,
}: {
  users: UsersRepository;
  secondSteps: Pick<SecondSteps, 'of'>;
  ssoConnections: SsoConnection[];
}) {
  /** How this user signs in: a password of ours, and/or an organisation's connection. */
  const signInOf = async (userId: string) => {
    const ids = await users.providersOf(userId);
    const connection = ssoConnections.find((c) => ids.includes(c.id));
    return {
      hasPassword: ids.includes('credential'),
      ssoConnection: connection ? { id: connection.id, name: connection.name } : null,
    };
  };

  /**
   * The user as the API shows them. With the caller's session: whether an admin acts as them,
   * and the organisation the session works in (read with the session when the token was checked).
   */
  const findById = async (
    id: string,
    session?: Pick<Caller, 'sessionId' | 'org'>,
  ): Promise<User | undefined> => {
    const row = await users.findById(id);
    if (!row) return undefined;
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
      isCoach: await users.isCoach(id),
      isPlatformAdmin: row.role === 'admin',
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      secondSteps: (await secondSteps.of(id, row.secondStepByText)).methods,
      actor: (session && (await users.impersonatorOf(session.sessionId))) ?? null,
      session: session ? identityOf(session.sessionId, session.org) : null,
      ...(await signInOf(id)),
      providedFields: providedFieldsOf(row.ssoFields),
      createdAt: toIso(row.createdAt),
    };
  };

  return {
    findById,
    /** The platform's own admins (`user.role = 'admin'`): content, users, system status. */
    isPlatformAdmin: async (id: string) => (await users.roleOf(id)) === 'admin',
    /** Saves the settings given; the ones left out stay as they are. Answers the user as saved. */
    async saveSettings(
      id: string,
      settings: { langSelected?: Language; reviewResponseMail?: boolean },
      session?: Pick<Caller, 'sessionId' | 'org'>,
    ) {
      await users.saveSettings(id, settings);
      return findById(id, session);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
