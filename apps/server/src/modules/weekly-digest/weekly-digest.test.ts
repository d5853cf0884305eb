import { describe, expect, it } from 'vitest';
import { doModule, finishDeck, organisationWithAdmin, type Session } from '../../../test/groups.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { multipartBody, sampleFiles } from '../../../test/multipart.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { nextTick } from '../../jobs/jobs.ts';
import { WEEKLY_DIGEST_CRON } from './weekly-digest.service.ts';

const app = await buildTestApp();
const { call, services, mailsTo } = app;
const { db } = services.database;
const school = await organisationWithAdmin(app, 'digest');
const { admin, ok } = school;

/** A new member of the school, named as given, by e-mail address `tag@…`. */
const person = async (firstName: string, lastName = 'Test') => {
  const session = await school.member(firstName.toLowerCase());
  await db
    .updateTable('user')
    .set({ firstName, lastName })
    .where('id', '=', session.userId)
    .execute();
  return session;
};
const emailOf = async (session: Session) =>
  (await ok(call(session, 'GET', '/api/users/me'))).email as string;
const digestsTo = async (session: Session) =>
  (await mailsTo(await emailOf(session))).filter((mail) =>
    ['Je groepen in de afgelopen week', 'المجموعات ديالك ف السيمانة اللي فاتت'].includes(
      mail.subject,
    ),
  );

/**
 * A class whose week is known: the programme started today for each (week 1 open).
 *   Anna  did all of week 1: both modules, the deck, both tasks (waiting for review).
 *   Bram  did nothing.
 *   Cas   did one module: busy, so in neither list.
 *   Eva   has not finished onboarding: not in the digest.
 */
const group = await school.group('Klas 3A');
const [anna, bram, cas, eva] = [
  await person('Anna'),
  await person('Bram'),
  await person('Cas'),
  await person('Eva'),
] as [Session, Session, Session, Session];
for (const learner of [anna, bram, cas, eva])
  await ok(call(admin, 'PUT', `/api/groups/${group.id}/learners/${learner.userId}`));
for (const learner of [anna, bram, cas]) await startProgramme(db, learner.userId);

await doModule(app, anna, 'w1-module-1');
await doModule(app, anna, 'w1-module-2');
await finishDeck(app, anna, 'w1-deck');
await ok(
  call(anna, 'POST', '/api/upload-text', {
    assignmentId: 'w1-assignment',
    taskId: 't1',
    text: 'Mijn antwoord.',
  }),
);
const photo = multipartBody(
  { assignmentId: 'w1-assignment', taskId: 't2' },
  { name: 'foto.png', bytes: sampleFiles.png, type: 'image/png' },
);
await ok(
  app.request({
    method: 'POST',
    url: '/api/upload-attachment',
    headers: { ...anna.headers, 'content-type': photo.contentType },
    payload: photo.payload,
  }),
);
await doModule(app, cas, 'w1-module-1');

// Coaches: one in Dutch, one in Darija, one who turned the digest off; one of an empty group.
const coach = await person('Sanne', 'Coach');
const darijaCoach = await person('Karim', 'Coach');
const quietCoach = await person('Stil', 'Coach');
const emptyCoach = await person('Leeg', 'Coach');
for (const named of [coach, darijaCoach, quietCoach])
  await ok(call(admin, 'PUT', `/api/groups/${group.id}/coaches/${named.userId}`));
const empty = await school.group('Klas Leeg');
await ok(call(admin, 'PUT', `/api/groups/${empty.id}/coaches/${emptyCoach.userId}`));
await ok(call(darijaCoach, 'PUT', '/api/users/me/settings', { langSelected: 'mc' }));

/** The next Monday morning's digest, on a fake clock. */
const monday = nextTick(WEEKLY_DIGEST_CRON, new Date())!;

describe('the weekly digest', () => {
  it("is a coach's setting, on until turned off", async () => {
    const me = await ok(call(quietCoach, 'GET', '/api/users/me'));
    expect(me).toMatchObject({ weeklyDigestMail: true, isGroupCoach: true });
    const saved = await ok(
      call(quietCoach, 'PUT', '/api/users/me/settings', { weeklyDigestMail: false }),
    );
    expect(saved.weeklyDigestMail).toBe(false);
    expect((await ok(call(anna, 'GET', '/api/users/me'))).isGroupCoach).toBe(false);
  });

  it('mails each coach on Monday morning who finished, who did not start, what waits', async () => {
    await services.jobs.runDue(monday);
    await expect.poll(async () => (await digestsTo(coach)).length).toBe(1);
    const [mail] = await digestsTo(coach);
    expect(mail!.textBody).toBe(
      [
        'Goedemorgen Sanne, zo gingen je groepen in de afgelopen week.',
        '',
        'Klas 3A',
        'Klaar met hun week:',
        '- Anna Test (week 1)',
        'Nog niet begonnen aan hun week:',
        '- Bram Test (week 1)',
        '2 antwoorden wachten op een beoordeling.',
        `http://localhost:3000/dashboards/groups/${group.id}`,
        '',
        'Je krijgt deze e-mail elke maandag omdat je coach bent van deze groepen. Liever niet? ' +
          'Zet het uit bij Mijn account, onder Meldingen.',
        '',
      ].join('\n'),
    );
    // Names and counts only: no answer, no score.
    expect(mail!.textBody).not.toContain('Mijn antwoord');
    expect(mail!.textBody).not.toContain('Cas');
    expect(mail!.textBody).not.toContain('Eva');

    await expect.poll(async () => (await digestsTo(darijaCoach)).length).toBe(1);
    const [darija] = await digestsTo(darijaCoach);
    expect(darija!.subject).toBe('المجموعات ديالك ف السيمانة اللي فاتت');
    expect(darija!.textBody).toContain('- Anna Test (السيمانة 1)');
    expect(darija!.textBody).toContain('2 ديال الأجوبة كيتسناو المراجعة.');
  });

  it('sends nothing to a coach who turned it off, or with nothing to say, and once a week', async () => {
    await services.jobs.runDue(monday);
    await services.jobs.runDue(new Date(monday.getTime() + 60 * 60_000));
    expect(await digestsTo(quietCoach)).toEqual([]);
    expect(await digestsTo(emptyCoach)).toEqual([]);
    expect(await digestsTo(coach)).toHaveLength(1);
    expect(await digestsTo(admin)).toEqual([]);
  });
});
