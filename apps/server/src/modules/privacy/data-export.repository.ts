import type { Db } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';

type Timestamp = string | Date;
const iso = (value: Timestamp | null) => (value === null ? null : toIso(value));
const bool = (value: number | boolean) => Boolean(value);
const json = (text: string | null) => (text ? (JSON.parse(text) as unknown) : null);

/**
 * Issue 18, AVG art. 15/20: everything stored about one user, read for their own download.
 * Every query is bound to that user's id; secrets (password hashes, session tokens, codes,
 * authenticator keys, device hashes) are never read. One query per table that holds something
 * of theirs, all here, so a table left out is seen in one file.
 */
export function createDataExportRepository(db: Db) {
  async function profile(userId: string) {
    const user = await db
      .selectFrom('user')
      .select([
        'id',
        'email',
        'emailVerified',
        'firstName',
        'lastName',
        'username',
        'displayUsername',
        'image',
        'langSelected',
        'birthYear',
        'onboardingFinishedAt',
        'firstPlayFinishedAt',
        'twoFactorEnabled',
        'createdAt',
        'updatedAt',
      ])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user) return undefined;
    const [emails, phones, wallets, signInWays, consent] = await Promise.all([
      db
        .selectFrom('userEmail')
        .select(['email', 'verified', 'createdAt'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('userPhone')
        .select(['phone', 'verified', 'isPrimary', 'createdAt'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('userWallet')
        .select(['address', 'chainId', 'createdAt'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('account')
        .select(['providerId', 'createdAt'])
        .where('userId', '=', userId)
        .execute(),
      db
        .selectFrom('parentalConsent')
        .select(['parentEmail', 'requestedAt', 'expiresAt', 'givenAt', 'withdrawnAt'])
        .where('userId', '=', userId)
        .executeTakeFirst(),
    ]);
    return {
      id: user.id,
      email: user.email,
      emailVerified: bool(user.emailVerified),
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.displayUsername ?? user.username,
      picture: user.image,
      language: user.langSelected,
      birthYear: user.birthYear,
      onboardingFinishedAt: iso(user.onboardingFinishedAt),
      firstPlayFinishedAt: iso(user.firstPlayFinishedAt),
      twoFactorEnabled: bool(user.twoFactorEnabled),
      createdAt: iso(user.createdAt),
      updatedAt: iso(user.updatedAt),
      otherEmails: emails.map((row) => ({
        email: row.email,
        verified: bool(row.verified),
        createdAt: iso(row.createdAt),
      })),
      phones: phones.map((row) => ({
        phone: row.phone,
        verified: bool(row.verified),
        primary: bool(row.isPrimary),
        createdAt: iso(row.createdAt),
      })),
      wallets: wallets.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      /** `credential`: a password of ours; otherwise the organisation connection's id. */
      signInWays: signInWays.map((row) => ({ way: row.providerId, since: iso(row.createdAt) })),
      parentalConsent: consent
        ? {
            parentEmail: consent.parentEmail,
            requestedAt: iso(consent.requestedAt),
            expiresAt: iso(consent.expiresAt),
            givenAt: iso(consent.givenAt),
            withdrawnAt: iso(consent.withdrawnAt),
          }
        : null,
    };
  }

  const organisations = async (userId: string) => {
    const [memberships, requests, learnerIn, coachOf] = await Promise.all([
      db
        .selectFrom('member')
        .innerJoin('organization', 'organization.id', 'member.organizationId')
        .select(['organization.name', 'member.role', 'member.createdAt'])
        .where('member.userId', '=', userId)
        .execute(),
      db
        .selectFrom('organizationRequest')
        .innerJoin('organization', 'organization.id', 'organizationRequest.organizationId')
        .select([
          'organization.name',
          'organizationRequest.status',
          'organizationRequest.createdAt',
          'organizationRequest.decidedAt',
        ])
        .where('organizationRequest.userId', '=', userId)
        .execute(),
      // Issue 23: the groups (klassen) they are in, and the ones they coach.
      db
        .selectFrom('organizationGroupLearner')
        .innerJoin('organizationGroup', 'organizationGroup.id', 'organizationGroupLearner.groupId')
        .innerJoin('organization', 'organization.id', 'organizationGroup.organizationId')
        .select([
          'organization.name as organisation',
          'organizationGroup.name as group',
          'organizationGroupLearner.createdAt',
        ])
        .where('organizationGroupLearner.userId', '=', userId)
        .execute(),
      db
        .selectFrom('organizationGroupCoach')
        .innerJoin('organizationGroup', 'organizationGroup.id', 'organizationGroupCoach.groupId')
        .innerJoin('organization', 'organization.id', 'organizationGroup.organizationId')
        .select([
          'organization.name as organisation',
          'organizationGroup.name as group',
          'organizationGroupCoach.createdAt',
        ])
        .where('organizationGroupCoach.userId', '=', userId)
        .execute(),
    ]);
    const groupAs =
      (as: 'learner' | 'coach') =>
      (row: { organisation: string; group: string; createdAt: Timestamp }) => ({
        organisation: row.organisation,
        group: row.group,
        as,
        since: iso(row.createdAt),
      });
    return {
      memberships: memberships.map((row) => ({
        organisation: row.name,
        role: row.role,
        since: iso(row.createdAt),
      })),
      groups: [...learnerIn.map(groupAs('learner')), ...coachOf.map(groupAs('coach'))],
      requests: requests.map((row) => ({
        organisation: row.name,
        status: row.status,
        createdAt: iso(row.createdAt),
        decidedAt: iso(row.decidedAt),
      })),
    };
  };

  /** Sign-ins: when, until when, from which address and browser (never the token). */
  const signIns = async (userId: string) => {
    const [sessions, devices] = await Promise.all([
      db
        .selectFrom('session')
        .select(['createdAt', 'updatedAt', 'expiresAt', 'ipAddress', 'userAgent'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .execute(),
      db
        .selectFrom('knownDevice')
        .select('lastSeenAt')
        .where('userId', '=', userId)
        .orderBy('lastSeenAt', 'desc')
        .execute(),
    ]);
    return {
      sessions: sessions.map((row) => ({
        signedInAt: iso(row.createdAt),
        lastUsedAt: iso(row.updatedAt),
        expiresAt: iso(row.expiresAt),
        ipAddress: row.ipAddress,
        browser: row.userAgent,
      })),
      knownBrowsers: devices.map((row) => ({ lastSeenAt: iso(row.lastSeenAt) })),
    };
  };

  const answers = async (userId: string) =>
    (
      await db
        .selectFrom('answer')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute()
    ).map((row) => ({
      id: row.id,
      assignmentId: row.assignmentId,
      taskId: row.taskId,
      text: row.text,
      fileKey: row.fileKey,
      fileKind: row.fileKind,
      fileType: row.fileMimeType,
      fileSize: row.fileSize === null ? null : Number(row.fileSize),
      fileName: row.fileName,
      status: row.status,
      feedback: row.feedback,
      submittedAt: iso(row.submittedAt),
      reviewedAt: iso(row.reviewedAt),
      sharedInBrainfood: bool(row.shareConsent),
      brainfoodApprovedAt: iso(row.brainfoodApprovedAt),
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    }));

  const imi = async (userId: string) => {
    const [chats, messages, flags] = await Promise.all([
      db
        .selectFrom('chat')
        .select(['id', 'title', 'createdAt', 'updatedAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),
      db
        .selectFrom('chatMessage')
        .select(['id', 'chatId', 'role', 'content', 'source', 'outcome', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute(),
      db
        .selectFrom('imiFlag')
        .select(['messageId', 'category', 'createdAt', 'seenAt'])
        .where('userId', '=', userId)
        .execute(),
    ]);
    return {
      chats: chats.map((chat) => ({
        id: chat.id,
        title: chat.title,
        createdAt: iso(chat.createdAt),
        updatedAt: iso(chat.updatedAt),
        messages: messages
          .filter((message) => message.chatId === chat.id)
          .map((message) => ({
            id: message.id,
            role: message.role,
            content: message.content,
            source: json(message.source),
            outcome: message.outcome,
            createdAt: iso(message.createdAt),
          })),
      })),
      /** Messages the coach was told about (a crisis), and when they saw it. */
      flags: flags.map((flag) => ({
        messageId: flag.messageId,
        category: flag.category,
        createdAt: iso(flag.createdAt),
        seenByCoachAt: iso(flag.seenAt),
      })),
    };
  };

  const storyAndReflections = async (userId: string) =>
    (
      await db
        .selectFrom('weekJournal')
        .select([
          'weekId',
          'storyText',
          'reflectionText',
          'reflectionUpdatedAt',
          'chapterReadAt',
          'updatedAt',
        ])
        .where('userId', '=', userId)
        .orderBy('weekId')
        .execute()
    ).map((row) => ({
      week: row.weekId,
      story: row.storyText,
      reflection: row.reflectionText,
      reflectionUpdatedAt: iso(row.reflectionUpdatedAt),
      chapterReadAt: iso(row.chapterReadAt),
      updatedAt: iso(row.updatedAt),
    }));

  const swipes = async (userId: string) => {
    const [choices, themes] = await Promise.all([
      db
        .selectFrom('swipeChoice')
        .select(['deckId', 'cardId', 'choice', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt')
        .execute(),
      db
        .selectFrom('userTheme')
        .select(['weekId', 'choice', 'createdAt'])
        .where('userId', '=', userId)
        .execute(),
    ]);
    return {
      cards: choices.map((row) => ({ ...row, createdAt: iso(row.createdAt) })),
      onboardingThemes: themes.map((row) => ({
        week: row.weekId,
        choice: row.choice,
        createdAt: iso(row.createdAt),
      })),
    };
  };

  const progress = async (userId: string) => {
    const [modules, games] = await Promise.all([
      db
        .selectFrom('moduleProgress')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('moduleId')
        .execute(),
      db
        .selectFrom('swipeGame')
        .select(['deckId', 'score', 'finishedAt'])
        .where('userId', '=', userId)
        .execute(),
    ]);
    return {
      modules: modules.map((row) => ({
        moduleId: row.moduleId,
        position: row.position,
        answers: json(row.answers),
        lastScore: row.lastScore,
        bestScore: row.bestScore,
        completedAt: iso(row.completedAt),
        updatedAt: iso(row.updatedAt),
      })),
      swipeGames: games.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) })),
    };
  };

  return { profile, organisations, signIns, answers, imi, storyAndReflections, swipes, progress };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
