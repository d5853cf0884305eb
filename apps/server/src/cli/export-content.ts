// npm run content:export [-- <folder>] — writes the programme as stored (edits made in the app
// included) back to content/'s YAML format: into content/ itself, or into <folder>.
import { resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createContentEditingRepository } from '../modules/content/content-editing.repository.ts';
import { writeProgramme } from '../modules/content/content-export.ts';

const config = loadConfig();
const database = openDatabase(config.database);
const target = process.argv[2] ? resolve(process.argv[2]) : config.contentDir;
try {
  const weeks = await createContentEditingRepository(database.db).programme();
  const written = writeProgramme(weeks, target, config.contentDir);
  console.info(`Wrote ${written.length} changed files of ${weeks.length} weeks to ${target}:`);
  for (const path of written) console.info(`  ${path}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await database.close();
}
