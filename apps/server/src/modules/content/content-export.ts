import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { stringify } from 'yaml';
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
    files.set(`${folder}/week.yaml`, weekData);
    ofKind('module').forEach((module, index) => {
      const name = weekData.modules[index];
      if (name) files.set(`${folder}/${name}.yaml`, module);
    });
    for (const kind of ['swipe-deck', 'assignment', 'story'])
      files.set(`${folder}/${kind}.yaml`, ofKind(kind)[0]);
    files.set(`${folder}/brainfood.yaml`, { items: ofKind('brainfood') });
    const answers = ofKind('imi-answer');
    if (answers.length) files.set(`${folder}/imi.yaml`, { answers });
  }
  return new Map([...files].map(([path, data]) => [path, stringify(data, { lineWidth: 0 })]));
}

/**
 * Writes the programme into `targetDir` (content/'s layout). The images are not in the database:
 * when writing somewhere else than `sourceDir`, each week's images come along from there.
 */
export function writeProgramme(weeks: StoredProgramme, targetDir: string, sourceDir: string) {
  const files = programmeFiles(weeks);
  for (const [path, text] of files) {
    const file = join(targetDir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  if (resolve(targetDir) !== resolve(sourceDir))
    for (const week of weeks) {
      const images = join(sourceDir, 'weeks', week.folder, 'images');
      if (existsSync(images))
        cpSync(images, join(targetDir, 'weeks', week.folder, 'images'), { recursive: true });
    }
  return files.size;
}
