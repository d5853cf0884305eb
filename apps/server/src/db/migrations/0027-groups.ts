import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 23: groups (klassen) inside an organisation, with an access code of their own and the
 * timing of their weeks; their learners (one group per organisation: the key says so) and
 * coaches, both members of the organisation (leaving it takes them out); and the weeks a coach
 * opened by hand, for the whole group (no user) or early for one learner.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('organization_group')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('access_code', 'text', (c) => c.notNull().unique())
    // A calendar date (YYYY-MM-DD, Amsterdam); null: each learner's own clock.
    .addColumn('starts_on', 'text')
    .addColumn('pace', 'text', (c) => c.notNull().defaultTo('weekly'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('organization_group_name_unique', ['organization_id', 'name'])
    .execute();
  await db.schema
    .createTable('organization_group_learner')
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('organization_group.id').onDelete('cascade'),
    )
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_group_learner_pk', ['organization_id', 'user_id'])
    .addForeignKeyConstraint(
      'organization_group_learner_member_fk',
      ['organization_id', 'user_id'],
      'member',
      ['organization_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('organization_group_learner_group_idx')
    .on('organization_group_learner')
    .columns(['group_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('organization_group_learner_user_idx')
    .on('organization_group_learner')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('organization_group_coach')
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('organization_group.id').onDelete('cascade'),
    )
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('organization_group_coach_pk', ['group_id', 'user_id'])
    .addForeignKeyConstraint(
      'organization_group_coach_member_fk',
      ['organization_id', 'user_id'],
      'member',
      ['organization_id', 'user_id'],
      (c) => c.onDelete('cascade'),
    )
    .execute();
  await db.schema
    .createIndex('organization_group_coach_user_idx')
    .on('organization_group_coach')
    .column('user_id')
    .execute();
  await db.schema
    .createTable('organization_group_week_opening')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('organization_group.id').onDelete('cascade'),
    )
    // Null: the whole group; else the one learner it opened early for.
    .addColumn('user_id', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('opened_at', t.timestamp, (c) => c.notNull())
    .addColumn('opened_by', 'text', (c) => c.references('user.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('organization_group_week_opening_group_idx')
    .on('organization_group_week_opening')
    .columns(['group_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('organization_group_week_opening').execute();
  await db.schema.dropTable('organization_group_coach').execute();
  await db.schema.dropTable('organization_group_learner').execute();
  await db.schema.dropTable('organization_group').execute();
}
