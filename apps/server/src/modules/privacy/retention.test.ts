import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { addMember, createOrganization } from '../../../test/organizations.ts';
import { warmUpCrisisClassifier } from '../imi/crisis/crisis-classifier.ts';
import { createRetention } from './retention.ts';
import { createRetentionRepository } from './retention.repository.ts';

const { app, services, request, signUp } = await buildTestApp({ IMI_EMBEDDED_PACE_MS: '0' });
const db = services.database.db;
type Session = Awaited<ReturnType<typeof signUp>>;

// The job every instance runs daily, over this app's database and its configured periods.
const retention = createRetention({
  rows: createRetentionRepository(db),
  settings: services.config.retention,
  log: app.log,
});
// Trained once before the tests: the first crisis message would otherwise wait for it.
await warmUpCrisisClassifier();
const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

const get = (session: Session, url: string) =>
  request({ method: 'GET', url, headers: session.headers });
const ask = async (session: Session, message: string) =>
  (
    await request({
      method: 'POST',
      url: '/api/chats',
      headers: session.headers,
      payload: { message },
    })
  ).json().chat_id as string;
const rowsOf = async (table: 'session' | 'knownDevice' | 'parentalConsent', userId: string) =>
  (await db.selectFrom(table).select('userId').where('userId', '=', userId).execute()).length;

describe('the default retention periods', () => {
  it('are those the README and the privacy statement name', () => {
    expect(services.config.retention).toEqual({
      imiChatDays: 90,
      imiFlagDays: 30,
      signInDays: 30,
      knownBrowserDays: 180,
      leftoverFileHours: 1,
    });
  });
});

describe('the daily retention job', () => {
  it('removes chats and flags past their period, and keeps recent ones', async () => {
    const organizationId = await createOrganization(db, 'Bewaarschool');
    const learner = await signUp('bewaren@example.nl');
    const coach = await signUp('bewaar-coach@example.nl');
    await addMember(db, organizationId, learner.userId);
    await addMember(db, organizationId, coach.userId, 'admin');

    const oldChat = await ask(learner, 'Wat is een sterke kant?');
    const recentChat = await ask(learner, 'Hoe schrijf ik een reflectie?');
    const oldFlagChat = await ask(learner, 'ik wil dood, niemand begrijpt me');
    const recentFlagChat = await ask(learner, 'Mijn oom slaat me als niemand kijkt');
    await db
      .updateTable('chat')
      .set({ updatedAt: daysAgo(91) })
      .where('id', '=', oldChat)
      .execute();
    // The flag is old, its chat went on since: the flag goes, the chat stays.
    await db
      .updateTable('imiFlag')
      .set({ createdAt: daysAgo(31) })
      .where(
        'messageId',
        'in',
        db.selectFrom('chatMessage').select('id').where('chatId', '=', oldFlagChat),
      )
      .execute();
    expect((await get(coach, '/api/review/imi-flags')).json().data.flags).toHaveLength(2);

    const removed = await retention.run();
    expect(removed).toMatchObject({ imiChats: 1, imiFlags: 1 });
    expect((await get(learner, `/api/chats/${oldChat}`)).statusCode).toBe(404);
    for (const kept of [recentChat, oldFlagChat, recentFlagChat])
      expect((await get(learner, `/api/chats/${kept}`)).statusCode).toBe(200);
    const flags = (await get(coach, '/api/review/imi-flags')).json().data.flags;
    expect(flags).toEqual([
      expect.objectContaining({ message: 'Mijn oom slaat me als niemand kijkt' }),
    ]);
    // Nothing is left for a second run (another instance) to do.
    expect(Object.values(await retention.run()).every((n) => n === 0)).toBe(true);
  });

  it('removes ended sign-ins, spent codes, unanswered consent requests and forgotten browsers', async () => {
    const learner = await signUp('inloggen-oud@example.nl');
    const other = await signUp('inloggen-nieuw@example.nl');
    // An earlier sign-in of the learner that ended 31 days ago.
    await db
      .insertInto('session')
      .values({
        id: 'ended-session',
        token: 'ended-session-token',
        userId: learner.userId,
        expiresAt: daysAgo(31),
        ipAddress: '198.51.100.7',
        userAgent: 'Oude browser',
        activeOrganizationId: null,
        impersonatedBy: null,
        createdAt: daysAgo(38),
        updatedAt: daysAgo(38),
      })
      .execute();
    // A code that expired 31 days ago, and one still to use.
    for (const [id, expiresAt] of [
      ['spent-code', daysAgo(31)],
      ['fresh-code', new Date(Date.now() + 600_000).toISOString()],
    ] as const)
      await db
        .insertInto('verification')
        .values({
          id,
          identifier: `test-${id}`,
          value: 'x',
          expiresAt,
          createdAt: daysAgo(40),
          updatedAt: daysAgo(40),
        })
        .execute();
    await db
      .insertInto('knownDevice')
      .values({ userId: learner.userId, deviceHash: 'forgotten-browser', lastSeenAt: daysAgo(181) })
      .execute();
    // A parent never answered a request that expired 31 days ago; another parent consented.
    for (const [userId, givenAt] of [
      [learner.userId, null],
      [other.userId, daysAgo(40)],
    ] as const)
      await db
        .insertInto('parentalConsent')
        .values({
          userId,
          parentEmail: `ouder-${userId}@example.nl`,
          tokenHash: `hash-${userId}`,
          requestedAt: daysAgo(45),
          expiresAt: daysAgo(31),
          givenAt,
          withdrawnAt: null,
        })
        .execute();
    const before = {
      sessions: await rowsOf('session', learner.userId),
      browsers: await rowsOf('knownDevice', learner.userId),
    };

    expect(await retention.run()).toMatchObject({
      sessions: 1,
      oneTimeCodes: 1,
      consentRequests: 1,
      knownBrowsers: 1,
    });
    expect(await rowsOf('session', learner.userId)).toBe(before.sessions - 1);
    expect(await rowsOf('knownDevice', learner.userId)).toBe(before.browsers - 1);
    const codes = await db
      .selectFrom('verification')
      .select('id')
      .where('id', 'in', ['spent-code', 'fresh-code'])
      .execute();
    expect(codes).toEqual([{ id: 'fresh-code' }]);
    expect(await rowsOf('parentalConsent', learner.userId)).toBe(0);
    expect(await rowsOf('parentalConsent', other.userId)).toBe(1);
    // The learner's current sign-in still works.
    expect((await get(learner, '/api/users/me')).statusCode).toBe(200);
  });

  it('follows the configured periods', async () => {
    const shortRetention = createRetention({
      rows: createRetentionRepository(db),
      settings: { ...services.config.retention, imiChatDays: 7 },
      log: app.log,
    });
    const learner = await signUp('kort@example.nl');
    const chat = await ask(learner, 'Wat is een sterke kant?');
    await db
      .updateTable('chat')
      .set({ updatedAt: daysAgo(8) })
      .where('id', '=', chat)
      .execute();
    expect((await retention.run()).imiChats).toBe(0);
    expect((await shortRetention.run()).imiChats).toBe(1);
    expect((await get(learner, `/api/chats/${chat}`)).statusCode).toBe(404);
  });
});
