import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 20: a coach's response to an answer is new for the learner until they have seen it
 * (`response_seen_at`, kept on the server so every device agrees), mailed once while it is new
 * (`response_mailed_at`, a claim so two clicks or two instances send one mail), and a learner
 * may turn that mail off (`review_response_mail`, on by default). Responses given before this
 * counted as seen: the learner could already read them on the assignments screen.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('answer').addColumn('response_seen_at', t.timestamp).execute();
  await db.schema.alterTable('answer').addColumn('response_mailed_at', t.timestamp).execute();
  await sql`update answer set response_seen_at = reviewed_at where reviewed_at is not null`.execute(
    db,
  );
  await db.schema
    .alterTable('user')
    .addColumn('review_response_mail', t.boolean, (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('user').dropColumn('review_response_mail').execute();
  await db.schema.alterTable('answer').dropColumn('response_mailed_at').execute();
  await db.schema.alterTable('answer').dropColumn('response_seen_at').execute();
}
