import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

// The journeys follow the real programme (content/) and the real texts of each language, so a
// change in either shows up here rather than being copied into the tests.
export type Text = { nl: string; mc: string };

/** A module's item as content/ writes it, with what the journeys check of it. */
export type ContentItem =
  | { type: 'card'; id: string }
  | {
      type: 'multiple-choice';
      id: string;
      options: { id: string; text: Text }[];
      correct: string;
      explanation: Text;
    }
  | { type: 'true-false'; id: string; correct: boolean; explanation: Text }
  | { type: 'order'; id: string; steps: { id: string; text: Text }[]; explanation: Text };

const root = join(import.meta.dirname, '..');
const weeksDir = join(root, 'content', 'weeks');

/** The programme's week folders, in order. */
export const weekFolders = readdirSync(weeksDir).sort();

/** One YAML file of a week folder (`week`, `swipe-deck`, a module's file name …). */
export const readWeekFile = (folder: string, name: string) =>
  parse(readFileSync(join(weeksDir, folder, `${name}.yaml`), 'utf8'));

/** Every YAML file of a week folder. */
export const readWeekFiles = (folder: string) =>
  readdirSync(join(weeksDir, folder))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => parse(readFileSync(join(weeksDir, folder, file), 'utf8')));

/** A namespace of the web app's texts, or (`shared`) one of the texts shared with the server. */
export const readLocale = (language: 'nl' | 'mc', namespace: string, shared = false) =>
  JSON.parse(
    readFileSync(
      shared
        ? join(root, 'packages/contracts/src/i18n', language, `${namespace}.json`)
        : join(root, 'apps/web/src/locales', language, `${namespace}.json`),
      'utf8',
    ),
  );
