import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { amsterdamDate, organisationWithAdmin, type Session } from '../../../test/groups.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { amsterdamMinuteOf } from '../../lib/amsterdam-time.ts';

const app = await buildTestApp();
const { call, services } = app;
const { db } = services.database;
const school = await organisationWithAdmin(app, 'overzicht');
const { admin, ok } = school;
const DAY = 24 * 60 * 60 * 1000;

/**
 * A seeded group whose figures are known: the programme (3 weeks, each 2 modules of 3
 * questions, a deck and an assignment of 2 tasks) started for the class 8 days ago, so weeks 1
 * and 2 are open.
 *   Anna  week 1's modules (3/3 and 2/3) and deck; task t1 approved.
 *   Bram  task t1 sent, waiting for review; nothing else.
 *   Cas   task t1 sent back for changes; an Imi safety flag.
 *   Eva   has not finished onboarding; last seen 10 days ago.
 */
const group = await school.group('Klas 4C');
const learner = async (firstName: string) => {
  const session = await school.member(firstName.toLowerCase());
  await db
    .updateTable('user')
    .set({ firstName, lastName: 'Test' })
    .where('id', '=', session.userId)
    .execute();
  await ok(call(admin, 'PUT', `/api/groups/${group.id}/learners/${session.userId}`));
  return session;
};
const [anna, bram, cas, eva] = [
  await learner('Anna'),
  await learner('Bram'),
  await learner('Cas'),
  await learner('Eva'),
] as [Session, Session, Session, Session];
for (const started of [anna, bram, cas])
  await startProgramme(db, started.userId, new Date(Date.now() - 8 * DAY));
await ok(
  call(admin, 'PUT', `/api/groups/${group.id}/timing`, {
    startsOn: amsterdamDate(-8),
    pace: 'weekly',
  }),
);

async function doModule(session: Session, moduleId: string, isAllRight: boolean) {
  const progress = `/api/microlearning-progress/${moduleId}`;
  for (const [itemId, answer] of [
    ['q1', 'b'],
    ['q2', isAllRight],
    ['q3', ['s1', 's2', 's3']],
  ] as const)
    await ok(call(session, 'POST', `${progress}/answers`, { itemId, answer }));
  await ok(call(session, 'POST', `${progress}/complete`));
}
const sendText = async (session: Session) =>
  (
    await ok(
      call(session, 'POST', '/api/upload-text', {
        assignmentId: 'w1-assignment',
        taskId: 't1',
        text: 'Mijn antwoord.',
      }),
    )
  ).id as string;

await doModule(anna, 'w1-module-1', true);
await doModule(anna, 'w1-module-2', false);
for (let card = 1; card <= 12; card++)
  await ok(
    call(anna, 'POST', '/api/my-tinder-save', {
      deckId: 'w1-deck',
      cardId: `s${card}`,
      choice: 'agree',
    }),
  );
await ok(call(anna, 'POST', '/api/upload-tinder-result', { deckId: 'w1-deck' }));
await ok(
  call(admin, 'POST', `/api/review/answers/${await sendText(anna)}`, { decision: 'approved' }),
);
await sendText(bram);
await ok(
  call(admin, 'POST', `/api/review/answers/${await sendText(cas)}`, {
    decision: 'needs-work',
    feedback: 'Vertel er meer over.',
  }),
);
await ok(call(cas, 'POST', '/api/chats', { message: 'ik wil dood, niemand begrijpt me' }));
await db
  .updateTable('session')
  .set({ createdAt: new Date(Date.now() - 10 * DAY).toISOString() })
  .where('userId', '=', eva.userId)
  .execute();

type Row = Record<string, unknown> & { firstName: string };
const overview = async (query = '', session = admin) =>
  (await ok(call(session, 'GET', `/api/groups/${group.id}/overview${query}`))) as {
    rows: Row[];
    page: { total: number; offset: number; nextCursor: string | null };
    group: { name: string; learnersCount: number };
    weeks: { number: number; open: number; done: number }[];
  };
const names = (rows: Row[]) => rows.map((row) => row.firstName);

describe('the group overview', () => {
  it("counts each learner's week, modules, scores, deck, answers, activity and flags", async () => {
    const { rows, page, group: summary, weeks } = await overview();
    // Progress per week: Anna, Bram and Cas have weeks 1 and 2 open; nobody did all of one.
    expect(weeks.map(({ number, open, done }) => ({ number, open, done }))).toEqual([
      { number: 1, open: 3, done: 0 },
      { number: 2, open: 3, done: 0 },
      { number: 3, open: 0, done: 0 },
    ]);
    expect(summary).toMatchObject({ name: 'Klas 4C', learnersCount: 4 });
    expect(page).toMatchObject({ total: 4, offset: 0, nextCursor: null });
    const [a, b, c, e] = rows;
    expect(names(rows)).toEqual(['Anna', 'Bram', 'Cas', 'Eva']);
    expect(a).toMatchObject({
      currentWeek: 2,
      openedEarlyThroughWeek: null,
      isBehind: true,
      modulesDone: 2,
      modulesTotal: 6,
      bestScores: [
        { moduleId: 'w1-module-1', week: 1, bestScore: 3, questions: 3 },
        { moduleId: 'w1-module-2', week: 1, bestScore: 2, questions: 3 },
      ],
      averageScore: 83,
      decksDone: 1,
      decksTotal: 3,
      isCurrentDeckDone: false,
      assignments: { open: 3, submitted: 0, approved: 1, needsChanges: 0 },
      imiFlags: { total: 0, unseen: 0 },
    });
    expect(Date.now() - Date.parse(a!.lastActiveAt as string)).toBeLessThan(60_000);
    expect(b).toMatchObject({
      currentWeek: 2,
      modulesDone: 0,
      averageScore: null,
      decksDone: 0,
      assignments: { open: 3, submitted: 1, approved: 0, needsChanges: 0 },
    });
    expect(c).toMatchObject({
      assignments: { open: 3, submitted: 0, approved: 0, needsChanges: 1 },
      imiFlags: { total: 1, unseen: 1 },
    });
    expect(e).toMatchObject({
      currentWeek: null,
      isBehind: false,
      assignments: { open: 0, submitted: 0, approved: 0, needsChanges: 0 },
    });
    expect(Date.now() - Date.parse(e!.lastActiveAt as string)).toBeGreaterThan(9 * DAY);
    // Counts only: what a learner wrote or said stays on the review screens.
    expect(JSON.stringify(rows)).not.toMatch(/Mijn antwoord|niemand begrijpt/);
  });

  it('sorts, filters and searches, a page at a time', async () => {
    expect(names((await overview('?sort=averageScore&order=desc')).rows)).toEqual([
      'Anna',
      'Bram',
      'Cas',
      'Eva',
    ]);
    expect(names((await overview('?sort=assignmentsSubmitted&order=desc')).rows)[0]).toBe('Bram');
    expect(names((await overview('?sort=name&order=desc')).rows)).toEqual([
      'Eva',
      'Cas',
      'Bram',
      'Anna',
    ]);
    expect(names((await overview('?filter=flagged')).rows)).toEqual(['Cas']);
    expect(names((await overview('?filter=to-review')).rows)).toEqual(['Bram']);
    expect(names((await overview('?filter=inactive')).rows)).toEqual(['Eva']);
    expect(names((await overview('?filter=behind')).rows)).toEqual(['Anna', 'Bram', 'Cas']);
    expect(names((await overview('?q=br')).rows)).toEqual(['Bram']);

    const first = await overview('?limit=3');
    expect(names(first.rows)).toEqual(['Anna', 'Bram', 'Cas']);
    expect(first.page).toMatchObject({ total: 4, offset: 0 });
    const second = await overview(`?limit=3&cursor=${first.page.nextCursor}`);
    expect(names(second.rows)).toEqual(['Eva']);
    expect(second.page).toMatchObject({ total: 4, offset: 3, nextCursor: null });
  });

  it("shows a learner's path week by week, and a week opened early for them", async () => {
    const path = async () =>
      ok(call(admin, 'GET', `/api/groups/${group.id}/learners/${anna.userId}`));
    const before = await path();
    expect(before.learner).toMatchObject({ firstName: 'Anna', currentWeek: 2 });
    const [week1, week2, week3] = before.weeks;
    expect(week1).toMatchObject({
      number: 1,
      isOpen: true,
      modules: [
        { id: 'w1-module-1', isDone: true, bestScore: 3, questions: 3 },
        { id: 'w1-module-2', isDone: true, bestScore: 2, questions: 3 },
      ],
      deck: { id: 'w1-deck', isDone: true },
      assignment: { id: 'w1-assignment', tasks: 2, approved: 1, submitted: 0 },
    });
    expect(week2).toMatchObject({ isOpen: true, isOpenedEarly: false });
    expect(week3).toMatchObject({ isOpen: false, opensAt: expect.any(String) });

    await ok(
      call(admin, 'POST', `/api/groups/${group.id}/learners/${anna.userId}/open-week`, {
        week: 3,
      }),
    );
    const after = await path();
    expect(after.weeks[2]).toMatchObject({ isOpen: true, isOpenedEarly: true });
    expect(after.learner).toMatchObject({ currentWeek: 3, openedEarlyThroughWeek: 3 });
    const rows = (await overview()).rows;
    expect(rows.map((row) => row.currentWeek)).toEqual([3, 2, 2, null]);

    const notHere = await call(admin, 'GET', `/api/groups/${group.id}/learners/${admin.userId}`);
    expect(notHere.statusCode).toBe(404);
  });

  it("is the group's coach's to see, and no other Lid's", async () => {
    const coach = await school.member('coach');
    const lid = await school.member('ander');
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/coaches/${coach.userId}`));
    expect((await overview('', coach)).rows).toHaveLength(4);
    const refused = await call(lid, 'GET', `/api/groups/${group.id}/overview`);
    expect(refused.statusCode).toBe(403);
  });
});

describe("the group's export", () => {
  const download = async (what: 'overview' | 'answers', session = admin, query = '') =>
    call(session, 'GET', `/api/groups/${group.id}/export/${what}${query}`);

  it("is the overview's figures of every learner, by name, as CSV for Dutch Excel", async () => {
    const response = await download('overview');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Klas_4C-overzicht-${amsterdamDate(0)}.csv"`,
    );
    // Last active as the overview says it, on Amsterdam's clock.
    const lastActive = Object.fromEntries(
      (await overview()).rows.map((row) => [
        row.firstName,
        amsterdamMinuteOf(new Date(row.lastActiveAt as string)),
      ]),
    );
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'Voornaam;Achternaam;Week;Vroeg geopend tot week;Loopt achter;Modules klaar;Modules totaal;Gemiddelde score (%);Swipe-spellen klaar;Swipe-spellen totaal;Opdrachten open;Ingeleverd;Goedgekeurd;Aanpassen;Laatst actief;Imi-meldingen;Nieuwe Imi-meldingen',
          // Anna has week 3 open early (the test above): week 3's tasks are open too.
          `Anna;Test;3;3;ja;2;6;83;1;3;5;0;1;0;${lastActive.Anna};0;0`,
          `Bram;Test;2;;ja;0;6;;0;3;3;1;0;0;${lastActive.Bram};0;0`,
          `Cas;Test;2;;ja;0;6;;0;3;3;0;0;1;${lastActive.Cas};1;1`,
          `Eva;Test;;;nee;0;6;;0;3;0;0;0;0;${lastActive.Eva};0;0`,
          '',
        ].join('\r\n'),
    );
  });

  it('holds only the answers a learner agreed to share, formulas defused', async () => {
    const answerOf = async (session: Session) =>
      (
        await db
          .selectFrom('answer')
          .select('id')
          .where('userId', '=', session.userId)
          .executeTakeFirstOrThrow()
      ).id;
    for (const session of [anna, bram])
      await ok(
        call(session, 'POST', '/api/attachment-player/Y', {
          attachmentId: await answerOf(session),
        }),
      );
    await db
      .updateTable('answer')
      .set({ submittedAt: '2026-11-20T09:30:00.000Z' })
      .where('userId', 'in', [anna.userId, bram.userId, cas.userId])
      .execute();
    await db
      .updateTable('answer')
      .set({ text: '=HYPERLINK("https://example.com";"klik")' })
      .where('userId', '=', bram.userId)
      .execute();
    const response = await download('answers');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Klas_4C-antwoorden-${amsterdamDate(0)}.csv"`,
    );
    // Cas did not agree to share: left out. Bram's formula is text with a ' before it.
    expect(response.body).toBe(
      '\uFEFF' +
        [
          'Voornaam;Achternaam;Week;Opdracht;Taak;Status;Ingeleverd op;Antwoord;Bestand;Feedback',
          'Anna;Test;1;Opdracht;Schrijf iets.;Goedgekeurd;2026-11-20 10:30;Mijn antwoord.;;',
          'Bram;Test;1;Opdracht;Schrijf iets.;Ingeleverd;2026-11-20 10:30;"\'=HYPERLINK(""https://example.com"";""klik"")";;',
          '',
        ].join('\r\n'),
    );
    expect(response.body).not.toContain('Vertel er meer over');
  });

  it('speaks Darija to a coach who reads it, and refuses a language it does not know', async () => {
    const overviewFile = await download('overview', admin, '?lang=mc');
    expect(overviewFile.statusCode).toBe(200);
    const [header, anna] = overviewFile.body.replace('\uFEFF', '').split('\r\n');
    expect(header).toBe(
      'الإسم;النسب;السيمانة;تحلات بكري حتى للسيمانة;متأخر;الموديلات اللي سالاو;مجموع الموديلات;النقطة المتوسطة (%);لعبات swipe اللي سالاو;مجموع لعبات swipe;المهام المفتوحين;تصيفطو;تقبلو;خاصهم تبديل;آخر نشاط;تنبيهات Imi;تنبيهات Imi جداد',
    );
    expect(anna).toMatch(/^Anna;Test;3;3;إيه;/);
    const answersFile = await download('answers', admin, '?lang=mc');
    expect(answersFile.body).toContain(
      'الإسم;النسب;السيمانة;التمرين;المهمة;الحالة;تصيفط نهار;الجواب;الملف;الملاحظات',
    );
    expect(answersFile.body).toContain(';تقبل;');
    expect(answersFile.body).not.toContain('Goedgekeurd');
    const unknown = await download('overview', admin, '?lang=fr');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it("is the group's coaches' (the answers only for who reviews them), and no other Lid's", async () => {
    const coach = await school.member('exportcoach');
    const lid = await school.member('exportlid');
    await ok(call(admin, 'PUT', `/api/groups/${group.id}/coaches/${coach.userId}`));
    expect((await download('overview', coach)).statusCode).toBe(200);
    expect((await download('answers', coach)).statusCode).toBe(403);
    expect((await download('overview', lid)).statusCode).toBe(403);
    expect((await download('answers', lid)).statusCode).toBe(403);
    const outsider = await app.signUp('buiten-export@example.nl');
    expect((await download('overview', outsider)).statusCode).toBe(404);
    expect((await download('answers', outsider)).statusCode).toBe(404);
  });
});
