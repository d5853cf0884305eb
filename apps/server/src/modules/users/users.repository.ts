import { coachRoles, type Language } from '@leerloop/contracts';
import { cachedRead } from '../../db/cached-read.ts';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { toIso } from '../../db/schema.ts';
import type { TableWrites } from '../../db/table-writes.ts';

/** What a user may save of their own (the others stay as they are). */
export interface UserSettings {
  langSelected?: Language;
  reviewResponseMail?: boolean;
  weeklyDigestMail?: boolean;
  reminders?: boolean;
  reminderWeekOpen?: boolean;
  reminderAssignmentWaiting?: boolean;
  reminderCoachReplied?: boolean;
  weekStreak?: boolean;
}

/** The switches among the settings, saved as 0/1. */
const switches = [
  'reviewResponseMail',
  'weeklyDigestMail',
  'reminders',
  'reminderWeekOpen',
  'reminderAssignmentWaiting',
  'reminderCoachReplied',
  'weekStreak',
] as const;

/** How long a profile read is kept for the next /users/me (forgotten at once on a change). */
const PROFILE_KEPT_MS = 2_000;

/** `ssoIds`: the deployment's SSO connections, whose accounts name how a user signs in. */
export function createUsersRepository(
  db: Db,
  { ssoIds, writes }: { ssoIds: string[]; writes: TableWrites },
) {
  const profile = preparedQuery(db, ['id', 'sessionId'], ({ id, sessionId }) =>
    db
      .selectFrom('user')
      .selectAll('user')
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('member')
              .select('member.id')
              .whereRef('member.userId', '=', 'user.id')
              .where('member.role', 'in', coachRoles),
          )
          .as('isCoach'),
        eb
          .exists(
            eb
              .selectFrom('organizationGroupCoach')
              .select('organizationGroupCoach.userId')
              .whereRef('organizationGroupCoach.userId', '=', 'user.id'),
          )
          .as('isGroupCoach'),
        eb
          .exists(
            eb
              .selectFrom('twoFactor')
              .select('twoFactor.id')
              .whereRef('twoFactor.userId', '=', 'user.id')
              .where('twoFactor.verified', 'is', true),
          )
          .as('hasAuthenticator'),
        eb
          .selectFrom('userPhone')
          .select('userPhone.phone')
          .whereRef('userPhone.userId', '=', 'user.id')
          .where('userPhone.isPrimary', 'is', true)
          .where('userPhone.verified', 'is', true)
          .limit(1)
          .as('primaryPhone'),
        eb
          .exists(
            eb
              .selectFrom('account')
              .select('account.id')
              .whereRef('account.userId', '=', 'user.id')
              .where('account.providerId', '=', 'credential'),
          )
          .as('hasPassword'),
        (ssoIds.length
          ? eb
              .selectFrom('account')
              .select('account.providerId')
              .whereRef('account.userId', '=', 'user.id')
              .where('account.providerId', 'in', ssoIds)
              .limit(1)
          : eb.val<string | null>(null)
        ).as('ssoProviderId'),
        eb
          .selectFrom('session')
          .innerJoin('user as actor', 'actor.id', 'session.impersonatedBy')
          .select('actor.id')
          .where('session.id', '=', sessionId)
          .as('actorId'),
        eb
          .selectFrom('session')
          .innerJoin('user as actor', 'actor.id', 'session.impersonatedBy')
          .select('actor.email')
          .where('session.id', '=', sessionId)
          .as('actorEmail'),
      ])
      .where('user.id', '=', id),
  );
  const profileOf = cachedRead(
    async (key: string) => {
      const [id = '', sessionId = ''] = key.split(' ');
      const [row] = await profile({ id, sessionId });
      // Kept with its times as ISO text: PostgreSQL's Dates were written out at every read.
      return (
        row && {
          ...row,
          createdAt: toIso(row.createdAt),
          onboardingFinishedAt: row.onboardingFinishedAt && toIso(row.onboardingFinishedAt),
        }
      );
    },
    {
      writes,
      tables: [
        'user',
        'member',
        'organizationGroupCoach',
        'twoFactor',
        'userPhone',
        'account',
        'session',
      ],
      ttlMs: PROFILE_KEPT_MS,
      max: 20_000,
    },
  );

  return {
    /**
     * The user with everything /users/me shows, in one query (it is asked at every app start
     * and screen change): whether they coach, their second steps' facts, how they sign in and,
     * for a session, the admin acting as them. Built once, and kept briefly: it changes only
     * through writes to the tables it reads, which forget it.
     */
    profileOf: (id: string, sessionId?: string) => profileOf(`${id} ${sessionId ?? ''}`),

    async roleOf(id: string) {
      const user = await db
        .selectFrom('user')
        .select('role')
        .where('id', '=', id)
        .executeTakeFirst();
      return user?.role;
    },

    /** Saves the settings given; the ones left out stay as they are. */
    async saveSettings(id: string, settings: UserSettings) {
      await db
        .updateTable('user')
        .set({
          ...(settings.langSelected && { langSelected: settings.langSelected }),
          // 0/1: SQLite has no booleans, and PostgreSQL reads '1' and '0' as true and false.
          ...Object.fromEntries(
            switches
              .filter((name) => settings[name] !== undefined)
              .map((name) => [name, Number(settings[name])]),
          ),
          updatedAt: new Date().toISOString(),
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
