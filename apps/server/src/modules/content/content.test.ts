import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { writeFixtureContent } from '../../../test/fixture-content.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { importProgramme } from './content-importer.ts';
import { ContentError, loadProgramme } from './content-loader.ts';

const scratch = mkdtempSync(join(tmpdir(), 'leerloop-content-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A fresh fixture programme, changed by `edit`, then loaded. */
function loadEdited(name: string, edit: (dir: string) => void) {
  const dir = join(scratch, name);
  writeFixtureContent(dir, 2);
  edit(join(dir, 'weeks', '01-week-1'));
  return () => loadProgramme(dir);
}

const editYaml = (file: string, change: (data: Record<string, unknown>) => void) => {
  const data = parse(readFileSync(file, 'utf8'));
  change(data);
  writeFileSync(file, stringify(data));
};

describe('the programme in content/', () => {
  it("is valid: six weeks, each with two or three modules, a deck of 12, an assignment, a story, Brainfood and Imi's answers", () => {
    const weeks = loadProgramme();
    expect(weeks.map((w) => w.week.number)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const week of weeks) {
      expect(week.modules.length).toBeGreaterThanOrEqual(2);
      expect(week.modules.length).toBeLessThanOrEqual(3);
      expect(week.deck.cards).toHaveLength(12);
      // Issue 17: at least 25 questions a learner would ask about the week, answered.
      expect(week.imiAnswers.answers.length).toBeGreaterThanOrEqual(25);
    }
    // Week 4 covers alcohol, vapes, drugs and gambling.
    expect(weeks[3]!.modules.map((m) => m.id)).toContain('w4-alcohol-drugs-gokken');
  });

  it('has every Darija text in Arabic script', () => {
    const texts: { nl: string; mc: string }[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) return value.forEach(collect);
      if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.nl === 'string' && typeof record.mc === 'string')
          texts.push(record as { nl: string; mc: string });
        else Object.values(record).forEach(collect);
      }
    };
    collect(loadProgramme());
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter((t) => !/[\u0600-\u06FF]/.test(t.mc)).map((t) => t.nl)).toEqual([]);
  });
});

describe('content validation', () => {
  it('names the file, the place in it and what is wrong', () => {
    const load = loadEdited('wrong-answer', (week) =>
      editYaml(join(week, 'module-1.yaml'), (m) => {
        (m.items as Record<string, unknown>[])[3]!.correct = 'x';
      }),
    );
    expect(load).toThrow(ContentError);
    expect(load).toThrow(
      /content file .*01-week-1\/module-1\.yaml is not valid:\n {2}items\.3\.correct: correct must be one of the option ids/i,
    );
  });

  it('wants every text in both languages', () => {
    const load = loadEdited('no-darija', (week) =>
      editYaml(join(week, 'week.yaml'), (w) => void ((w.title as { mc?: string }).mc = undefined)),
    );
    expect(load).toThrow(/week\.yaml is not valid:\n {2}title\.mc:/);
  });

  it('refuses a deck without exactly 12 cards, a missing image and broken YAML', () => {
    expect(
      loadEdited('deck', (week) =>
        editYaml(join(week, 'swipe-deck.yaml'), (d) => void (d.cards as unknown[]).pop()),
      ),
    ).toThrow(/swipe-deck\.yaml is not valid:\n {2}cards:/);
    expect(loadEdited('image', (week) => rmSync(join(week, 'images', 'cover.svg')))).toThrow(
      /image images\/cover\.svg does not exist/,
    );
    expect(
      loadEdited('yaml', (week) => writeFileSync(join(week, 'story.yaml'), 'id: [unclosed')),
    ).toThrow(/story\.yaml is not valid:\n {2}not valid YAML/);
  });
});

describe('re-importing content', () => {
  it('updates in place, never duplicates, and keeps every learner’s progress', async () => {
    const { request, signUp, services } = await buildTestApp();
    const { headers } = await signUp('blijft@example.nl');
    await request({
      method: 'PUT',
      url: '/api/microlearning-progress/w1-module-1',
      headers,
      payload: { position: 3 },
    });
    await request({
      method: 'POST',
      url: '/api/microlearning-progress/w1-module-1/answers',
      headers,
      payload: { itemId: 'q1', answer: 'b' },
    });

    // The authors change a card (and first make a mistake: one module twice), then import twice.
    const dir = services.config.contentDir;
    editYaml(join(dir, 'weeks', '01-week-1', 'module-1.yaml'), (m) => {
      (m.items as { title: { nl: string } }[])[0]!.title.nl = 'Nieuwe titel';
    });
    editYaml(
      join(dir, 'weeks', '01-week-1', 'week.yaml'),
      (w) => void (w.modules = ['module-1', 'module-1']),
    );
    expect(() => loadProgramme(dir)).toThrow(/id w1-module-1 is also used/);
    editYaml(
      join(dir, 'weeks', '01-week-1', 'week.yaml'),
      (w) => void (w.modules = ['module-1', 'module-2']),
    );
    await importProgramme(services.database.db, loadProgramme(dir));
    await importProgramme(services.database.db, loadProgramme(dir));

    const module = (
      await request({ method: 'GET', url: '/api/get-microlearning-content/w1-module-1', headers })
    ).json().data;
    expect(module.items[0].title.nl).toBe('Nieuwe titel');
    expect(module.progress.position).toBe(3);
    expect(module.progress.answers.q1).toMatchObject({ isCorrect: true });
    const moduleRows = await services.database.db
      .selectFrom('contentItem')
      .select('id')
      .where('kind', '=', 'module')
      .execute();
    expect(moduleRows).toHaveLength(6);
  });
});
