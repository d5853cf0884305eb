import type { Kysely } from 'kysely';
import { columnTypes } from './column-types.ts';

/**
 * Issue 6: Imi's chats and their messages (kept per learner), and the flags a coach sees when a
 * learner wrote about self-harm, abuse or danger.
 */
export async function up(db: Kysely<unknown>) {
  const t = columnTypes(db);
  await db.schema
    .createTable('chat')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_user_idx')
    .on('chat')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createTable('chat_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chat_id', 'text', (c) => c.notNull().references('chat.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'text')
    .addColumn('outcome', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('chat_message_chat_idx')
    .on('chat_message')
    .columns(['chat_id', 'created_at'])
    .execute();
  // The daily limit counts a learner's own messages since midnight.
  await db.schema
    .createIndex('chat_message_user_idx')
    .on('chat_message')
    .columns(['user_id', 'role', 'created_at'])
    .execute();
  await db.schema
    .createTable('imi_flag')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('message_id', 'text', (c) =>
      c.notNull().references('chat_message.id').onDelete('cascade'),
    )
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('seen_at', t.timestamp)
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable('imi_flag').execute();
  await db.schema.dropTable('chat_message').execute();
  await db.schema.dropTable('chat').execute();
}
