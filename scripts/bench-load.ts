// npm run bench:load: a class of learners at once against the server, on SQLite and on
// PostgreSQL (scripts/bench/load.ts); exits non-zero when the budget is missed.
import { measureClassLoad } from './bench/load.ts';

if ((await measureClassLoad()).length) process.exitCode = 1;
