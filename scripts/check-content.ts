// npm run content:check [-- 01-wie-ben-ik …] — loads and validates every content file (or only
// the week folders named), as the server does at start.
import { ContentError, loadProgramme } from '../apps/server/src/modules/content/content-loader.ts';

try {
  const folders = process.argv.slice(2);
  const weeks = loadProgramme(undefined, folders.length ? { folders } : {});
  for (const { week, modules, deck } of weeks) {
    const questions = modules
      .map((m) => `${m.items.filter((i) => i.type !== 'card').length}q`)
      .join('+');
    console.info(
      `week ${week.number} ${week.title.nl}: ${modules.length} modules (${questions}), deck of ${deck.cards.length}`,
    );
  }
  console.info(`content is valid: ${weeks.length} weeks`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
