// A writer for the crash test (src/db/crash-durability.sqlite.test.ts): commits rows one after
// another through the app's own SQLite connection and says each id on stdout once its commit
// returned — as the app answers 2xx only after the commit.
import { sql } from 'kysely';
import { openSqlite } from '../src/db/database.ts';

const { db } = openSqlite(process.argv[2]!);
await sql`create table if not exists acknowledged (id integer primary key, body text not null)`.execute(
  db,
);
process.stdout.write('ready\n');
for (let id = 1; ; id++) {
  await sql`insert into acknowledged (id, body) values (${id}, ${'x'.repeat(500)})`.execute(db);
  process.stdout.write(`${id}\n`);
}
