import { type User, toLanguage } from '@leerloop/contracts';
import type { SsoConnection } from '../../config.ts';
import { toIso } from '../../db/schema.ts';
import type { Caller } from '../auth/access-token.ts';
import { secondStepsFrom } from '../auth/second-steps.ts';
import { identityOf } from '../auth/session-identity.ts';
import { providedFieldsOf } from '../auth/sso.ts';
import type { UserSettings, UsersRepository } from './users.repository.ts';

/** The user as the API shows them (`getMe`), and who is one of the platform's own admins. */
export function createUsersService({
  users,
  ssoConnections,
}: {
  users: UsersRepository;
  ssoConnections: SsoConnection[];
}) {
  /**
   * The user as the API shows them. With the caller's session: whether an admin acts as them,
   * and the organisation the session works in (read with the session when the token was checked).
   */
  const findById = async (
    id: string,
    session?: Pick<Caller, 'sessionId' | 'org'>,
  ): Promise<User | undefined> => {
    const row = await users.profileOf(id, session?.sessionId);
    if (!row) return undefined;
    const ssoConnection = ssoConnections.find((c) => c.id === row.ssoProviderId);
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
      weeklyDigestMail: Boolean(row.weeklyDigestMail),
      reminders: Boolean(row.reminders),
      reminderWeekOpen: Boolean(row.reminderWeekOpen),
      reminderAssignmentWaiting: Boolean(row.reminderAssignmentWaiting),
      reminderCoachReplied: Boolean(row.reminderCoachReplied),
      weekStreak: Boolean(row.weekStreak),
      onboardingFinishedAt: row.onboardingFinishedAt ? toIso(row.onboardingFinishedAt) : null,
      isCoach: Boolean(row.isCoach),
      isGroupCoach: Boolean(row.isGroupCoach),
      isPlatformAdmin: row.role === 'admin',
      twoFactorEnabled: Boolean(row.twoFactorEnabled),
      secondSteps: secondStepsFrom({
        isTextOn: row.secondStepByText,
        primaryPhone: row.primaryPhone,
        hasAuthenticator: Boolean(row.hasAuthenticator),
      }).methods,
      actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail } : null,
      session: session ? identityOf(session.sessionId, session.org) : null,
      hasPassword: Boolean(row.hasPassword),
      ssoConnection: ssoConnection ? { id: ssoConnection.id, name: ssoConnection.name } : null,
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
      settings: UserSettings,
      session?: Pick<Caller, 'sessionId' | 'org'>,
    ) {
      await users.saveSettings(id, settings);
      return findById(id, session);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
