import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT_DIR } from '../../config.ts';
import { buildTestApp, STRONG_PASSWORD } from '../../../test/helper.ts';
import { startProgramme } from '../../../test/onboarding.ts';
import { createContentEditingRepository } from './content-editing.repository.ts';
import { toContentYaml, writeProgramme } from './content-export.ts';
import { importProgramme } from './content-importer.ts';
import { loadProgramme } from './content-loader.ts';

const { request, call, signUp, sessionOf, services } = await buildTestApp();
const { db } = services.database;
type Session = Awaited<ReturnType<typeof signUp>>;

/** A platform admin is made in the database (the demo seed does the same), then signs in. */
async function platformAdmin(email: string) {
  const { userId } = await signUp(email);
  await db.updateTable('user').set({ role: 'admin' }).where('id', '=', userId).execute();
  return sessionOf(
    await request({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: STRONG_PASSWORD },
    }),
  );
}
const admin = await platformAdmin('inhoud-beheer@example.nl');
const learner = await signUp('inhoud-leerling@example.nl');
await startProgramme(db, learner.userId);

const item = (id: string) => `/api/admin/content/items/${id}`;
/** The module added in the app by the tests below, for the export's. */
let newModuleId = '';
const moduleOf = async (session: Session, id: string) =>
  (await call(session, 'GET', `/api/get-microlearning-content/${id}`)).json().data;
/** The module's data as published, for a draft to start from. */
const publishedModule = async (id: string) =>
  (await call(admin, 'GET', item(id))).json().data.published;

describe('content editing', () => {
  it('keeps a draft from learners, publishes it to them at once and keeps the history', async () => {
    const before = await moduleOf(learner, 'w1-module-1');
    const data = await publishedModule('w1-module-1');
    data.items[0].title = { nl: 'Nieuwe titel', mc: 'عنوان جديد' };
    const saved = await call(admin, 'PUT', `${item('w1-module-1')}/draft`, { data });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ kind: 'module', weekNumber: 1, publishedAt: null });
    expect(saved.json().data.draft.items[0].title.nl).toBe('Nieuwe titel');
    // The draft is the admin's alone.
    expect(await moduleOf(learner, 'w1-module-1')).toEqual(before);
    const list = (await call(admin, 'GET', '/api/admin/content')).json().data.weeks;
    expect(list[0].items.find((i: { id: string }) => i.id === 'w1-module-1')).toMatchObject({
      hasDraft: true,
      title: { nl: 'Module 1.1' },
    });

    const published = await call(admin, 'POST', `${item('w1-module-1')}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ draft: null, publishedAt: expect.any(String) });
    // At once: no restart, no waiting for a kept copy to expire.
    expect(JSON.stringify(await moduleOf(learner, 'w1-module-1'))).toContain('Nieuwe titel');

    const history = (await call(admin, 'GET', `${item('w1-module-1')}/history`)).json().data;
    expect(history.entries).toEqual([
      expect.objectContaining({
        action: 'publish',
        changedBy: { id: admin.userId, name: 'Test Persoon' },
        previous: expect.objectContaining({
          items: expect.arrayContaining([
            expect.objectContaining({ title: before.items[0].title }),
          ]),
        }),
        data: expect.objectContaining({ id: 'w1-module-1' }),
      }),
    ]);
    // Nothing left to publish.
    const again = await call(admin, 'POST', `${item('w1-module-1')}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'CONTENT_DRAFT_MISSING',
      message: 'Er is geen concept om te publiceren.',
    });
  });

  it('edits a swipe deck with the same code, and a draft can be thrown away', async () => {
    const deck = (await call(admin, 'GET', item('w1-deck'))).json().data.published;
    deck.cards[0].statement = { nl: 'Een nieuwe stelling', mc: 'جملة جديدة' };
    await call(admin, 'PUT', `${item('w1-deck')}/draft`, { data: deck });
    const discarded = await call(admin, 'DELETE', `${item('w1-deck')}/draft`);
    expect(discarded.json().data.draft).toBeNull();
    expect((await call(admin, 'POST', `${item('w1-deck')}/publish`)).statusCode).toBe(409);

    await call(admin, 'PUT', `${item('w1-deck')}/draft`, { data: deck });
    await call(admin, 'POST', `${item('w1-deck')}/publish`);
    const seen = (await call(learner, 'GET', '/api/tinder-deck/w1-deck')).json().data;
    expect(seen.cards[0].statement).toEqual({ nl: 'Een nieuwe stelling', mc: 'جملة جديدة' });
  });

  it("refuses a draft that breaks its kind's schema or changes the id, naming the field", async () => {
    const data = await publishedModule('w1-module-2');
    data.items[0].title.mc = ' ';
    const empty = await call(admin, 'PUT', `${item('w1-module-2')}/draft`, { data });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'data.items.0.title.mc', message: 'content_text_required' }],
    });
    data.items[0].title.mc = 'عنوان';
    data.items = data.items.filter((i: { type: string }) => i.type !== 'card');
    const tooFew = await call(admin, 'PUT', `${item('w1-module-2')}/draft`, { data });
    expect(tooFew.json().issues).toContainEqual({
      path: 'data.items',
      message: 'content_module_cards',
    });
    const renamed = { ...(await publishedModule('w1-module-2')), id: 'w1-ander' };
    const changedId = await call(admin, 'PUT', `${item('w1-module-2')}/draft`, { data: renamed });
    expect(changedId.json().issues).toEqual([{ path: 'data.id', message: 'content_id_changed' }]);
    const missing = await call(admin, 'GET', item('bestaat-niet'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('CONTENT_ITEM_NOT_FOUND');
  });

  it('adds, removes and reorders questions; a removed question keeps its answers out of the way', async () => {
    const answer = (itemId: string, given: unknown) =>
      call(learner, 'POST', '/api/microlearning-progress/w1-module-2/answers', {
        itemId,
        answer: given,
      });
    for (const [itemId, given] of [
      ['q1', 'b'],
      ['q2', true],
      ['q3', ['s1', 's2', 's3']],
    ] as const)
      expect((await answer(itemId, given)).statusCode).toBe(200);
    const complete = () =>
      call(learner, 'POST', '/api/microlearning-progress/w1-module-2/complete');
    expect((await complete()).json().data).toMatchObject({ score: 3 });

    const data = await publishedModule('w1-module-2');
    type Entry = { id: string; type: string; options?: { id: string }[] };
    const items = data.items as Entry[];
    // A new question at the top, the multiple-choice question gone, the order question up.
    const added = {
      type: 'true-false',
      id: 'vraag-nieuw1',
      statement: { nl: 'Een nieuwe vraag', mc: 'سؤال جديد' },
      correct: false,
      explanation: { nl: 'Zo zit het.', mc: 'هكا' },
    };
    data.items = [
      added,
      ...items.filter((i) => i.id === 'q3'),
      ...items.filter((i) => i.id !== 'q1' && i.id !== 'q3'),
    ];
    // Too few options in a question: refused at the list.
    const q3 = data.items[1];
    const shortOrder = {
      ...data,
      items: data.items.map((entry: Entry) =>
        entry.id === 'q3' ? { ...q3, steps: q3.steps.slice(0, 2) } : entry,
      ),
    };
    const refused = await call(admin, 'PUT', `${item('w1-module-2')}/draft`, { data: shortOrder });
    expect(refused.json().issues).toEqual([
      { path: 'data.items.1.steps', message: 'content_list_too_short' },
    ]);
    expect((await call(admin, 'PUT', `${item('w1-module-2')}/draft`, { data })).statusCode).toBe(
      200,
    );
    expect((await call(admin, 'POST', `${item('w1-module-2')}/publish`)).statusCode).toBe(200);

    const seen = await moduleOf(learner, 'w1-module-2');
    expect(seen.items.map((i: Entry) => i.id).slice(0, 2)).toEqual(['vraag-nieuw1', 'q3']);
    expect(seen.items.some((i: Entry) => i.id === 'q1')).toBe(false);
    // The learner's answers to the questions still there stay; the removed one's is left out.
    expect(Object.keys(seen.progress.answers).sort()).toEqual(['q2', 'q3']);
    expect(seen.progress).toMatchObject({ completedAt: expect.any(String), bestScore: 3 });
    expect((await answer('q1', 'b')).statusCode).toBe(404);
    // The new question is answered like any other, and the module scores what it now holds.
    expect((await answer('vraag-nieuw1', false)).json().data.isCorrect).toBe(true);
    expect((await complete()).json().data).toMatchObject({ score: 3, bestScore: 3 });
    const home = (await call(learner, 'GET', '/api/get-microlearning-modules')).json().data;
    expect(home.weeks[0].modules.find((m: { id: string }) => m.id === 'w1-module-2')).toMatchObject(
      { state: 'done', questionCount: 3 },
    );
  });

  it('adds a module to a week as a draft, invisible to learners until it is published', async () => {
    const fresh = { ...(await publishedModule('w1-module-1')), id: 'wordt-vervangen' };
    fresh.title = { nl: 'Geld & Één plan', mc: 'خطة' };
    const created = await call(admin, 'POST', '/api/admin/content/weeks/week-1/items', {
      kind: 'module',
      data: fresh,
    });
    expect(created.statusCode).toBe(200);
    const view = created.json().data;
    expect(view).toMatchObject({ kind: 'module', weekNumber: 1, isNew: true, published: null });
    expect(view.id).toMatch(/^geld-een-plan-[a-z0-9]{6}$/);
    expect(view.draft.id).toBe(view.id);
    newModuleId = view.id;

    const listed = (await call(admin, 'GET', '/api/admin/content')).json().data.weeks[0];
    expect(listed.items.find((i: { id: string }) => i.id === view.id)).toMatchObject({
      isNew: true,
      hasDraft: true,
      title: { nl: 'Geld & Één plan' },
    });
    // Three modules is what a week holds: no fourth, and a week has one swipe deck.
    expect(listed.canAdd).toEqual(['brainfood']);
    for (const kind of ['module', 'swipe-deck']) {
      const full = await call(admin, 'POST', '/api/admin/content/weeks/week-1/items', {
        kind,
        data: fresh,
      });
      expect(full.json().code, kind).toBe('CONTENT_WEEK_FULL');
    }
    const moduleIds = async () =>
      (await call(learner, 'GET', '/api/get-microlearning-modules'))
        .json()
        .data.weeks[0].modules.map((m: { id: string }) => m.id);
    expect(await moduleIds()).toEqual(['w1-module-1', 'w1-module-2']);
    expect(
      (await call(learner, 'GET', `/api/get-microlearning-content/${view.id}`)).statusCode,
    ).toBe(404);
    // A new item has nothing published to go back to: it is deleted instead.
    expect((await call(admin, 'DELETE', `${item(view.id)}/draft`)).json().code).toBe(
      'CONTENT_ITEM_UNPUBLISHED',
    );
    // An import (a restart) keeps it as the draft it is.
    await importProgramme(db, loadProgramme(services.config.contentDir));
    expect((await call(admin, 'GET', item(view.id))).json().data.isNew).toBe(true);

    const published = await call(admin, 'POST', `${item(view.id)}/publish`);
    expect(published.json().data).toMatchObject({ isNew: false, draft: null });
    expect(await moduleIds()).toEqual(['w1-module-1', 'w1-module-2', view.id]);
    expect((await moduleOf(learner, view.id)).title.nl).toBe('Geld & Één plan');
    const [first] = (await call(admin, 'GET', `${item(view.id)}/history`)).json().data.entries;
    expect(first).toMatchObject({ action: 'publish', previous: null });
    // Published, it stays: learners may have worked on it. An import keeps it too.
    expect((await call(admin, 'DELETE', item(view.id))).json().code).toBe('CONTENT_ITEM_PUBLISHED');
    await importProgramme(db, loadProgramme(services.config.contentDir));
    expect(await moduleIds()).toEqual(['w1-module-1', 'w1-module-2', view.id]);
  });

  it('deletes a new item that was never published, and checks its data', async () => {
    const tip = { id: 'x', title: { nl: 'Nieuwe tip', mc: 'نصيحة' }, body: { nl: '', mc: 'نص' } };
    const refused = await call(admin, 'POST', '/api/admin/content/weeks/week-2/items', {
      kind: 'brainfood',
      data: tip,
    });
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'data.body.nl', message: 'content_text_required' }],
    });
    const missingWeek = await call(admin, 'POST', '/api/admin/content/weeks/week-9/items', {
      kind: 'brainfood',
      data: tip,
    });
    expect(missingWeek.json().code).toBe('CONTENT_WEEK_NOT_FOUND');
    tip.body.nl = 'Een tip.';
    const { id } = (
      await call(admin, 'POST', '/api/admin/content/weeks/week-2/items', {
        kind: 'brainfood',
        data: tip,
      })
    ).json().data;
    expect((await call(admin, 'DELETE', item(id))).json().data).toEqual({ id });
    expect((await call(admin, 'GET', item(id))).statusCode).toBe(404);
  });

  it('is for platform admins only', async () => {
    const draft = { data: await publishedModule('w1-module-2') };
    for (const [method, url, payload] of [
      ['GET', '/api/admin/content'],
      ['GET', item('w1-module-2')],
      ['PUT', `${item('w1-module-2')}/draft`, draft],
      ['DELETE', `${item('w1-module-2')}/draft`],
      ['POST', `${item('w1-module-2')}/publish`],
      ['GET', `${item('w1-module-2')}/history`],
      ['POST', '/api/admin/content/weeks/week-1/items', { kind: 'brainfood', data: {} }],
      ['DELETE', item('w1-module-2')],
    ] as const) {
      const refused = await call(learner, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json().code).toBe('PLATFORM_ADMIN_ONLY');
      expect((await request({ method, url, payload })).statusCode).toBe(401);
    }
  });

  it('keeps a published edit through an import unless its file changed, then keeps it in the history', async () => {
    const contentDir = services.config.contentDir;
    const title = () => moduleOf(learner, 'w1-module-1').then((m) => m.items[0].title.nl);
    expect(await title()).toBe('Nieuwe titel');
    await importProgramme(db, loadProgramme(contentDir));
    expect(await title()).toBe('Nieuwe titel');

    // The file changes: it wins, and the edit is kept in the history.
    const programme = loadProgramme(contentDir);
    const fileModule = programme[0]!.modules[0]!;
    fileModule.items[0] = { ...fileModule.items[0]!, id: 'c1' } as (typeof fileModule.items)[0];
    (fileModule.items[0] as { title: object }).title = { nl: 'Uit het bestand', mc: 'من الملف' };
    const { replacedEdits } = await importProgramme(db, programme);
    expect(replacedEdits).toEqual(['w1-module-1']);
    expect(await title()).toBe('Uit het bestand');
    const [latest] = (await call(admin, 'GET', `${item('w1-module-1')}/history`)).json().data
      .entries;
    expect(latest).toMatchObject({ action: 'import', changedBy: null });
    expect(latest.previous.items[0].title.nl).toBe('Nieuwe titel');
    await importProgramme(db, loadProgramme(contentDir));
  });

  it("writes YAML that reads back as the programme's own files", () => {
    const weeksDir = join(ROOT_DIR, 'content', 'weeks');
    for (const week of readdirSync(weeksDir))
      for (const file of readdirSync(join(weeksDir, week)).filter((f) => f.endsWith('.yaml'))) {
        const data = parse(readFileSync(join(weeksDir, week, file), 'utf8'));
        expect(parse(toContentYaml(data)), `${week}/${file}`).toEqual(data);
      }
  });

  it('exports the edited programme to content/ files that load back as stored', async () => {
    const target = mkdtempSync(join(tmpdir(), 'leerloop-export-'));
    afterAll(() => rmSync(target, { recursive: true, force: true }));
    const repository = createContentEditingRepository(db);
    const stored = await repository.programme();
    writeProgramme(stored, target, services.config.contentDir);
    const loaded = loadProgramme(target);
    expect(loaded.map((w) => w.week.id)).toEqual(stored.map((w) => w.id));
    const deck = loaded[0]!.deck;
    expect(deck.cards[0]!.statement.nl).toBe('Een nieuwe stelling');
    // Into a copy of the files: only what was edited is written; the rest keep their layout.
    const copy = join(target, 'copy');
    cpSync(services.config.contentDir, copy, { recursive: true });
    expect(writeProgramme(stored, copy, copy)).toEqual([
      'weeks/01-week-1/week.yaml',
      'weeks/01-week-1/module-2.yaml',
      `weeks/01-week-1/${newModuleId}.yaml`,
      'weeks/01-week-1/swipe-deck.yaml',
    ]);
    // The module added in the app has its own file, which the week names after its own two.
    expect(parse(readFileSync(join(copy, 'weeks/01-week-1/week.yaml'), 'utf8')).modules).toEqual([
      'module-1',
      'module-2',
      newModuleId,
    ]);
    expect(loaded[0]!.modules.map((m) => m.id)).toEqual([
      'w1-module-1',
      'w1-module-2',
      newModuleId,
    ]);
    expect(readFileSync(join(copy, 'weeks/01-week-1/swipe-deck.yaml'), 'utf8')).toContain(
      "nl: 'Een nieuwe stelling'",
    );
    // Importing the export changes no item.
    const itemsBefore = await db
      .selectFrom('contentItem')
      .select(['id', 'data'])
      .orderBy('id')
      .execute();
    await importProgramme(db, loaded);
    const itemsAfter = await db
      .selectFrom('contentItem')
      .select(['id', 'data'])
      .orderBy('id')
      .execute();
    expect(itemsAfter).toEqual(itemsBefore);
    // Exported, the added module is a file's item like the others.
    const added = await db
      .selectFrom('contentItem')
      .select(['origin', 'isActive'])
      .where('id', '=', newModuleId)
      .executeTakeFirstOrThrow();
    expect(added).toMatchObject({ origin: 'file' });
    expect(Number(added.isActive)).toBe(1);
  });
});
