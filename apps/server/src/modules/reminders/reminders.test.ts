import { createECDH, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { createServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate } from 'selfsigned';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { startProgramme } from '../../../test/onboarding.ts';

/**
 * A push service at the edge of the world: a real HTTPS server (push services are HTTPS only)
 * taking web-push's requests, with a certificate of its own the test trusts.
 */
const certificate = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
  extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
});
globalAgent.options.ca = certificate.cert;
const received: { url: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
const pushService = createServer(
  { key: certificate.private, cert: certificate.cert },
  (request, response) => {
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ url: request.url ?? '', headers: request.headers, bytes });
      // A browser that forgot its subscription: the push service answers 410 Gone.
      response.writeHead(request.url?.startsWith('/gone') ? 410 : 201).end();
    });
  },
);
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise((resolve) => pushService.close(resolve)));
const pushBase = `https://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

/** A browser's subscription as PushSubscription.toJSON() gives it (a real P-256 key). */
const browserSubscription = (path: string) => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint: `${pushBase}${path}`,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
};

const app = await buildTestApp();
const { call, signUp, services, mailsTo } = app;
const { db } = services.database;
const ok = async (pending: ReturnType<typeof call>) => {
  const response = await pending;
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
};

// The programme started on Monday 7 December 2026, 10:00 in Amsterdam: week 2 opens at
// midnight on Monday 14 December (23:00 UTC on the 13th).
const startedAt = new Date('2026-12-07T09:00:00Z');
const at = (iso: string) => new Date(iso);

const learner = async (tag: string, settings: Record<string, boolean | string>) => {
  const session = await signUp(`${tag}@example.nl`);
  await startProgramme(db, session.userId, startedAt);
  await ok(call(session, 'PUT', '/api/users/me/settings', settings));
  return session;
};
const pushed = await learner('pushed', { reminders: true });
await learner('mailed', { reminders: true, langSelected: 'mc' });
const weekOff = await learner('week-off', { reminders: true, reminderWeekOpen: false });
const quiet = await learner('quiet', { langSelected: 'nl' });

const weekOpenMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) =>
    ['Week 2 staat voor je klaar', 'السيمانة 2 واجدة ليك'].includes(mail.subject),
  );
const assignmentMails = async (email: string) =>
  (await mailsTo(email)).filter((mail) =>
    ['Je opdracht wacht nog op je', 'التمرين ديالك مازال كيتسناك'].includes(mail.subject),
  );
const reminderMails = async (email: string) => [
  ...(await weekOpenMails(email)),
  ...(await assignmentMails(email)),
];
/** What the push service got for a browser: each push's title is encrypted, so counted. */
const pushesTo = (path: string) => received.filter((r) => r.url === path);

describe('reminders', () => {
  it('are off until a learner turns them on, each kind on by then', async () => {
    const me = (await ok(call(quiet, 'GET', '/api/users/me'))).data;
    expect(me).toMatchObject({
      reminders: false,
      reminderWeekOpen: true,
      reminderAssignmentWaiting: true,
      reminderCoachReplied: true,
      // Issue 24 item 6: the week streak is off until turned on too.
      weekStreak: false,
    });
    const saved = (await ok(call(quiet, 'PUT', '/api/users/me/settings', { weekStreak: true })))
      .data;
    expect(saved).toMatchObject({ weekStreak: true, reminders: false });
  });

  it('takes a browser for push with the public key it gives', async () => {
    const { publicKey } = (await ok(call(pushed, 'GET', '/api/reminders/push-key'))).data;
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    await ok(call(pushed, 'PUT', '/api/reminders/push-subscription', browserSubscription('/p1')));
    // A second browser the push service has forgotten since: it is dropped at the first push.
    await ok(
      call(pushed, 'PUT', '/api/reminders/push-subscription', browserSubscription('/gone-1')),
    );
    const forgotten = browserSubscription('/gone-2');
    await ok(call(weekOff, 'PUT', '/api/reminders/push-subscription', forgotten));
    await ok(
      call(weekOff, 'POST', '/api/reminders/push-subscription/remove', {
        endpoint: forgotten.endpoint,
      }),
    );
  });

  it('says nothing at night when the week opened: it waits until morning', async () => {
    await services.jobs.runDue(at('2026-12-14T02:00:00Z')); // 03:00 in Amsterdam
    await services.jobs.runDue(at('2026-12-14T06:59:00Z')); // 07:59
    expect(await weekOpenMails('mailed@example.nl')).toEqual([]);
    // Week 1's assignment was mentioned at the last tick of the evening (19:50), once.
    expect(pushesTo('/p1')).toHaveLength(1);
    expect(await assignmentMails('mailed@example.nl')).toHaveLength(1);
  });

  it("tells of a week's opening in the morning: one push, or one e-mail, once", async () => {
    await services.jobs.runDue(at('2026-12-14T07:05:00Z')); // 08:05
    await services.jobs.runDue(at('2026-12-14T07:15:00Z'));
    await services.jobs.runDue(at('2026-12-14T09:00:00Z'));
    // One push, encrypted for the browser and signed with the server's VAPID key.
    const delivered = pushesTo('/p1');
    expect(delivered).toHaveLength(2);
    expect(delivered[1]!.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      authorization: expect.stringMatching(/^vapid t=.+, k=.+$/),
    });
    expect(delivered[1]!.bytes).toBeGreaterThan(0);
    // Pushed, so not mailed.
    expect(await reminderMails('pushed@example.nl')).toEqual([]);
    // No browser takes push: one e-mail, in the learner's language.
    const mails = await weekOpenMails('mailed@example.nl');
    expect(mails.map((mail) => mail.subject)).toEqual(['السيمانة 2 واجدة ليك']);
    // Switched off: nothing.
    expect(await weekOpenMails('week-off@example.nl')).toEqual([]);
    expect(await reminderMails('quiet@example.nl')).toEqual([]);
    expect(pushesTo('/gone-2')).toEqual([]);
  });

  it('drops a subscription the push service forgot', async () => {
    expect(pushesTo('/gone-1')).toHaveLength(1);
    const rows = await db
      .selectFrom('pushSubscription')
      .select('endpoint')
      .where('userId', '=', pushed.userId)
      .execute();
    expect(rows.map((row) => row.endpoint)).toEqual([`${pushBase}/p1`]);
  });

  it("mentions the week's waiting assignment once, three days into the week", async () => {
    // Week 1's, at the first tick after it had waited three days.
    expect(await assignmentMails('week-off@example.nl')).toHaveLength(1);
    await services.jobs.runDue(at('2026-12-16T12:00:00Z')); // two and a half days: not yet
    expect(await assignmentMails('week-off@example.nl')).toHaveLength(1);
    await services.jobs.runDue(at('2026-12-17T12:00:00Z'));
    await services.jobs.runDue(at('2026-12-17T13:00:00Z'));
    expect(await assignmentMails('week-off@example.nl')).toHaveLength(2);
    expect(pushesTo('/p1')).toHaveLength(3);
    expect(await reminderMails('quiet@example.nl')).toEqual([]);
  });
});
