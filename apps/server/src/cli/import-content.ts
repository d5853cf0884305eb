// npm run content:import — validates content/ and loads it into the configured database, as the
// server does at start. Safe to run any time: it updates in place and never loses progress.
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { importProgramme } from '../modules/content/content-importer.ts';
import { ContentError, loadProgramme } from '../modules/content/content-loader.ts';

const config = loadConfig();
const database = openDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const { weeks, items } = await importProgramme(database.db, loadProgramme(config.contentDir));
  console.info(`Imported ${weeks} weeks and ${items} items into ${database.driver}.`);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
