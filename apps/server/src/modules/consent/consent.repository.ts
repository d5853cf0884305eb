import { coachRoles } from '@leerloop/contracts';
import { cachedRead } from '../../db/cached-read.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { LEARNER_STATE_KEPT_MS } from '../programme/programme.repository.ts';

/** Issue 18: the learner's birth year, their enrollment, and a parent's consent. */
export function createConsentRepository({ db, writes }: Pick<DatabaseHandle, 'db' | 'writes'>) {
  const consentColumns = [
    'parentalConsent.userId',
    'parentalConsent.parentEmail',
    'parentalConsent.requestedAt',
    'parentalConsent.expiresAt',
    'parentalConsent.givenAt',
    'parentalConsent.withdrawnAt',
  ] as const;
  const toConsent = (row: {
    userId: string;
    parentEmail: string;
    requestedAt: string | Date;
    expiresAt: string | Date;
    givenAt: string | Date | null;
    withdrawnAt: string | Date | null;
  }) => ({
    userId: row.userId,
    parentEmail: row.parentEmail,
    requestedAt: toIso(row.requestedAt),
    expiresAt: toIso(row.expiresAt),
    givenAt: row.givenAt ? toIso(row.givenAt) : null,
    withdrawnAt: row.withdrawnAt ? toIso(row.withdrawnAt) : null,
  });

  const learner = (userId: string) =>
    db
      .selectFrom('user')
      .select(['id', 'email', 'firstName', 'birthYear', 'langSelected'])
      .where('id', '=', userId)
      .executeTakeFirst();

  /**
   * Enrolled by an organisation: a Lid or Gast of one. Being an organisation's Admin is not
   * enough — anyone can make an organisation of their own.
   */
  const isEnrolled = async (userId: string) =>
    Boolean(
      await db
        .selectFrom('member')
        .select('id')
        .where('userId', '=', userId)
        .where('role', 'not in', coachRoles)
        .executeTakeFirst(),
    );

  const consentOf = async (userId: string) => {
    const row = await db
      .selectFrom('parentalConsent')
      .select(consentColumns)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row && toConsent(row);
  };

  // Every upload and every question to Imi asks it (issue 22): kept between the learner's own
  // writes, as their programme state is; a parent's answer or a membership elsewhere forgets all.
  const sharingOf = cachedRead(
    async (userId: string) => {
      const [user, consent, enrolled] = await Promise.all([
        learner(userId),
        consentOf(userId),
        isEnrolled(userId),
      ]);
      return { learner: user, consent, isEnrolled: enrolled };
    },
    {
      writes,
      tables: ['user', 'parentalConsent', 'member'],
      keyColumns: { user: 'id', parentalConsent: 'userId', member: 'userId' },
      ttlMs: LEARNER_STATE_KEPT_MS,
      max: 5000,
    },
  );

  return {
    learner,

    /** What decides whether the learner may share: their account, enrollment and consent. */
    sharingOf,

    /** Every address of the learner (the primary and the further ones), lower case. */
    async addressesOf(userId: string) {
      const [user, further] = await Promise.all([
        db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst(),
        db.selectFrom('userEmail').select('email').where('userId', '=', userId).execute(),
      ]);
      return [user?.email, ...further.map((row) => row.email)]
        .filter((email): email is string => Boolean(email))
        .map((email) => email.toLowerCase());
    },

    /** Sets the birth year once; false when the account already has one. */
    async setBirthYear(userId: string, birthYear: number) {
      const result = await db
        .updateTable('user')
        .set({ birthYear, updatedAt: new Date().toISOString() })
        .where('id', '=', userId)
        .where('birthYear', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    consentOf,

    /** A new request replaces the learner's last one (its link stops working). */
    async saveRequest(request: {
      userId: string;
      parentEmail: string;
      tokenHash: string;
      requestedAt: Date;
      expiresAt: Date;
    }) {
      const values = {
        parentEmail: request.parentEmail,
        tokenHash: request.tokenHash,
        requestedAt: request.requestedAt.toISOString(),
        expiresAt: request.expiresAt.toISOString(),
        givenAt: null,
        withdrawnAt: null,
      };
      await db
        .insertInto('parentalConsent')
        .values({ userId: request.userId, ...values })
        .onConflict((oc) => oc.column('userId').doUpdateSet(values))
        .execute();
    },

    /** The request behind a parent's link, with what the parent's page says of the learner. */
    async byTokenHash(tokenHash: string) {
      const row = await db
        .selectFrom('parentalConsent')
        .innerJoin('user', 'user.id', 'parentalConsent.userId')
        .select([...consentColumns, 'user.firstName', 'user.birthYear', 'user.langSelected'])
        .where('parentalConsent.tokenHash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          ...toConsent(row),
          learner: {
            firstName: row.firstName,
            birthYear: row.birthYear,
            language: row.langSelected,
          },
        }
      );
    },

    async give(userId: string, at: Date) {
      await db
        .updateTable('parentalConsent')
        .set({ givenAt: at.toISOString() })
        .where('userId', '=', userId)
        .where('givenAt', 'is', null)
        .where('withdrawnAt', 'is', null)
        .execute();
    },

    async withdraw(userId: string, at: Date) {
      await db
        .updateTable('parentalConsent')
        .set({ withdrawnAt: at.toISOString() })
        .where('userId', '=', userId)
        .where('withdrawnAt', 'is', null)
        .execute();
    },
  };
}

export type ConsentRepository = ReturnType<typeof createConsentRepository>;
