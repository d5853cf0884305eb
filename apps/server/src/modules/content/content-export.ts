import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Document, isScalar, parse, Scalar, visit, YAMLSeq } from 'yaml';
import type { ContentEditingRepository } from './content-editing.repository.ts';

type StoredProgramme = Awaited<ReturnType<ContentEditingRepository['programme']>>;

/**
 * The programme as stored (edits included) in content/'s format: one folder per week with
 * `week.yaml`, a file per module as `week.yaml` names them, the deck, assignment, story,
 * Brainfood and Imi's answers. Paths relative to the content folder.
 */
export function programmeFiles(weeks: StoredProgramme) {
  const files = new Map<string, unknown>();
  for (const week of weeks) {
    const folder = `weeks/${week.folder}`;
    const weekData = JSON.parse(week.data) as { modules: string[] };
    const ofKind = (kind: string) =>
      week.items.filter((item) => item.kind === kind).map((item) => JSON.parse(item.data));
    // A module added in the app has no file yet: its id names it, and the week lists it.
    const modules = ofKind('module') as { id: string }[];
    const names = modules.map((module, index) => weekData.modules[index] ?? module.id);
    files.set(`${folder}/week.yaml`, { ...weekData, modules: names });
    modules.forEach((module, index) => files.set(`${folder}/${names[index]}.yaml`, module));
    for (const kind of ['swipe-deck', 'assignment', 'story'])
      files.set(`${folder}/${kind}.yaml`, ofKind(kind)[0]);
    files.set(`${folder}/brainfood.yaml`, { items: ofKind('brainfood') });
    const answers = ofKind('imi-answer');
    if (answers.length) files.set(`${folder}/imi.yaml`, { answers });
  }
  return files;
}

/**
 * YAML written as content/'s files are: texts in single quotes (double when they hold an
 * apostrophe, a block when they span lines), ids and file names bare, answer types on one line.
 */
export function toContentYaml(data: unknown) {
  const document = new Document(data);
  visit(document, {
    Pair(_key, pair) {
      if (isScalar(pair.key) && pair.key.value === 'answerTypes' && pair.value instanceof YAMLSeq)
        pair.value.flow = true;
    },
    Scalar(key, node) {
      if (key === 'key' || typeof node.value !== 'string' || /^[a-z0-9./-]+$/.test(node.value))
        return;
      node.type = node.value.includes('\n')
        ? Scalar.BLOCK_LITERAL
        : node.value.includes("'") && !node.value.includes('"')
          ? Scalar.QUOTE_DOUBLE
          : Scalar.QUOTE_SINGLE;
    },
  });
  return document.toString({ lineWidth: 0, flowCollectionPadding: false });
}

/**
 * Writes the programme into `targetDir` (content/'s layout): only the files whose data changed,
 * so an unchanged file keeps its comments and layout. The images are not in the database: when
 * writing somewhere else than `sourceDir`, each week's images come along from there. Answers
 * the paths written.
 */
export function writeProgramme(weeks: StoredProgramme, targetDir: string, sourceDir: string) {
  const written: string[] = [];
  for (const [path, data] of programmeFiles(weeks)) {
    const file = join(targetDir, path);
    if (existsSync(file) && isDeepStrictEqual(parse(readFileSync(file, 'utf8')), data)) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, toContentYaml(data));
    written.push(path);
  }
  if (resolve(targetDir) !== resolve(sourceDir))
    for (const week of weeks) {
      const images = join(sourceDir, 'weeks', week.folder, 'images');
      if (existsSync(images))
        cpSync(images, join(targetDir, 'weeks', week.folder, 'images'), { recursive: true });
    }
  return written;
}
