import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  type AssignmentFile,
  assignmentFile,
  type BrainfoodFile,
  brainfoodFile,
  type ImiAnswersFile,
  imiAnswersFile,
  type ModuleFile,
  moduleFile,
  type StoryFile,
  storyFile,
  type SwipeDeckFile,
  swipeDeckFile,
  type WeekFile,
  weekFile,
} from '@leerloop/contracts';
import type { z } from 'zod';
import { ROOT_DIR } from '../../config.ts';
import { readYaml } from '../../lib/read-yaml.ts';

export interface LoadedWeek {
  dir: string;
  week: WeekFile;
  modules: ModuleFile[];
  deck: SwipeDeckFile;
  assignment: AssignmentFile;
  story: StoryFile;
  brainfood: BrainfoodFile;
  /** What learners ask Imi about this week, with the answers. */
  imiAnswers: ImiAnswersFile;
}

/** A broken content file: which file, where in it, and what is wrong. Stops the start. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Content file ${file} is not valid:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
}

const MAX_IMAGE_BYTES = 60 * 1024;

/**
 * Reads and checks the whole programme under content/weeks/<NN-name>/; with `folders`, only
 * those week folders (for checking one week while writing it).
 */
export function loadProgramme(
  contentDir = join(ROOT_DIR, 'content'),
  { folders }: { folders?: string[] } = {},
): LoadedWeek[] {
  const weeksDir = join(contentDir, 'weeks');
  const display = (path: string) => relative(ROOT_DIR, path);
  const read = <S extends z.ZodType>(dir: string, name: string, schema: S): z.infer<S> => {
    const file = join(dir, `${name}.yaml`);
    if (!existsSync(file)) throw new ContentError(display(file), ['the file is missing']);
    let data: unknown;
    try {
      data = readYaml(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ContentError(display(file), [`not valid YAML: ${(error as Error).message}`]);
    }
    const result = schema.safeParse(data);
    if (!result.success) {
      throw new ContentError(
        display(file),
        result.error.issues.map(
          (issue) => `${issue.path.join('.') || '(the file)'}: ${issue.message}`,
        ),
      );
    }
    const images = JSON.stringify(result.data).match(/"src":"(images\/[^"]+)"/g) ?? [];
    for (const match of images) {
      const src = match.slice(7, -1);
      const path = join(dir, src);
      if (!existsSync(path)) throw new ContentError(display(file), [`image ${src} does not exist`]);
      if (statSync(path).size > MAX_IMAGE_BYTES)
        throw new ContentError(display(file), [`image ${src} is over 60 KB`]);
    }
    return result.data;
  };

  const weekDirs = (folders ?? readdirSync(weeksDir))
    .filter((name) => /^\d{2}-/.test(name) && statSync(join(weeksDir, name)).isDirectory())
    .sort();
  const weeks = weekDirs.map((name): LoadedWeek => {
    const dir = join(weeksDir, name);
    const week = read(dir, 'week', weekFile);
    return {
      dir,
      week,
      modules: week.modules.map((moduleName) => read(dir, moduleName, moduleFile)),
      deck: read(dir, 'swipe-deck', swipeDeckFile),
      assignment: read(dir, 'assignment', assignmentFile),
      story: read(dir, 'story', storyFile),
      brainfood: read(dir, 'brainfood', brainfoodFile),
      imiAnswers: existsSync(join(dir, 'imi.yaml'))
        ? read(dir, 'imi', imiAnswersFile)
        : { answers: [] },
    };
  });

  // Across files: weeks numbered 1, 2, 3 … in folder order, and every id used once.
  weeks.forEach(({ week, dir }, index) => {
    if (!folders && week.number !== index + 1) {
      throw new ContentError(display(join(dir, 'week.yaml')), [
        `number: expected ${index + 1} (folder order)`,
      ]);
    }
  });
  const seen = new Map<string, string>();
  for (const loaded of weeks) {
    const ids = [
      loaded.week.id,
      ...loaded.modules.map((m) => m.id),
      loaded.deck.id,
      loaded.assignment.id,
      loaded.story.id,
      ...loaded.brainfood.items.map((i) => i.id),
      ...loaded.imiAnswers.answers.map((a) => a.id),
    ];
    for (const id of ids) {
      const where = display(loaded.dir);
      if (seen.has(id)) throw new ContentError(where, [`id ${id} is also used in ${seen.get(id)}`]);
      seen.set(id, where);
    }
  }
  if (!folders) checkImiSources(weeks, display);
  return weeks;
}

/** Every Imi answer names an item that exists (and a card of that module), in any week. */
function checkImiSources(weeks: LoadedWeek[], display: (path: string) => string) {
  const items = new Map<string, string[] | null>();
  for (const { modules, deck, brainfood } of weeks) {
    for (const m of modules)
      items.set(
        m.id,
        m.items.filter((i) => i.type === 'card').map((i) => i.id),
      );
    items.set(deck.id, null);
    for (const food of brainfood.items) items.set(food.id, null);
  }
  for (const { dir, imiAnswers } of weeks) {
    const problems = imiAnswers.answers.flatMap((answer) => {
      if (!answer.source) return [];
      const cards = items.get(answer.source);
      if (cards === undefined) return [`${answer.id}: source ${answer.source} does not exist`];
      if (answer.card && !cards?.includes(answer.card))
        return [`${answer.id}: ${answer.source} has no card ${answer.card}`];
      return [];
    });
    if (problems.length) throw new ContentError(display(join(dir, 'imi.yaml')), problems);
  }
}
