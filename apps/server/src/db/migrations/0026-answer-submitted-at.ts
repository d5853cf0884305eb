import { type Kysely, sql } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 20: when the learner sent an answer (or its last new version), apart from `updated_at`,
 * which a review, a consent or Brainfood also moves. Existing answers: their last change before
 * any review, else when they were first sent (a version sent before a review is not known).
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema.alterTable('answer').addColumn('submitted_at', t.timestamp).execute();
  await sql`UPDATE answer SET submitted_at = CASE WHEN reviewed_at IS NULL THEN updated_at ELSE created_at END`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable('answer').dropColumn('submitted_at').execute();
}
