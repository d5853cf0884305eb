import type { ImiSource } from '@leerloop/contracts';
import type { Db } from '../../db/database.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { toIso } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import type { CrisisCategory, ImiOutcome } from '@leerloop/contracts';
import { type CoachView, coachedOrganizations } from '../assignments/answers.repository.ts';

type Outcome = ImiOutcome;

/** A message to add to a chat (see addMessages). */
export interface NewMessage {
  role: 'user' | 'assistant';
  content: string;
  source?: ImiSource | null;
  outcome?: Outcome | null;
  /** A crisis category: the coaches' flag, in the same commit. */
  flag?: string;
  at: Date;
}

export function createImiRepository(db: Db) {
  // Built once: every question to Imi counts the day's questions first.
  const countQuestionsSince = preparedQuery(db, ['userId', 'since'], ({ userId, since }) =>
    db
      .selectFrom('chatMessage')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', userId)
      .where('role', '=', 'user')
      .where('createdAt', '>=', since),
  );

  const toMessage = (row: {
    id: string;
    role: 'user' | 'assistant';
    content: string;
    source: string | null;
    outcome: string | null;
    createdAt: string | Date;
  }) => ({
    id: row.id,
    role: row.role,
    content: row.content,
    source: row.source ? (JSON.parse(row.source) as ImiSource) : null,
    outcome: (row.outcome as Outcome | null) ?? null,
    createdAt: toIso(row.createdAt),
  });

  return {
    /** The learner's own chat, or undefined (someone else's is as good as missing). */
    async chatOf(userId: string, chatId: string) {
      const chat = await db
        .selectFrom('chat')
        .select(['id', 'title', 'updatedAt'])
        .where('id', '=', chatId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!chat) return undefined;
      const rows = await db
        .selectFrom('chatMessage')
        .select(['id', 'role', 'content', 'source', 'outcome', 'createdAt'])
        .where('chatId', '=', chatId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return {
        id: chat.id,
        title: chat.title,
        updatedAt: toIso(chat.updatedAt),
        messages: rows.map(toMessage),
      };
    },

    async chats(userId: string) {
      const rows = await db
        .selectFrom('chat')
        .select(['id', 'title', 'updatedAt'])
        .where('userId', '=', userId)
        .orderBy('updatedAt', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ ...row, updatedAt: toIso(row.updatedAt) }));
    },

    /**
     * Adds messages to a chat in one commit (a question, its answer, or both when the answer
     * was done before the question was written); for a learner's message about a crisis, the
     * coaches' flag in the same step; for the first question of a chat, the chat too
     * (`newChatTitle`). Returns the messages' ids.
     */
    async addMessages(
      chat: {
        chatId: string;
        /** The chat starts with these messages, under this title. */
        newChatTitle?: string;
        userId: string;
      },
      messages: NewMessage[],
    ) {
      const ids = messages.map(() => newId());
      const first = messages[0]!.at.toISOString();
      const last = messages.at(-1)!.at.toISOString();
      await db.transaction().execute(async (trx) => {
        if (chat.newChatTitle !== undefined)
          await trx
            .insertInto('chat')
            .values({
              id: chat.chatId,
              userId: chat.userId,
              title: chat.newChatTitle,
              createdAt: first,
              updatedAt: last,
            })
            .execute();
        await trx
          .insertInto('chatMessage')
          .values(
            messages.map((message, i) => ({
              id: ids[i]!,
              chatId: chat.chatId,
              userId: chat.userId,
              role: message.role,
              content: message.content,
              source: message.source ? JSON.stringify(message.source) : null,
              outcome: message.outcome ?? null,
              createdAt: message.at.toISOString(),
            })),
          )
          .execute();
        const flags = messages.flatMap((message, i) =>
          message.flag
            ? [
                {
                  id: newId(),
                  userId: chat.userId,
                  messageId: ids[i]!,
                  category: message.flag,
                  createdAt: message.at.toISOString(),
                  seenAt: null,
                  alertClaimedAt: null,
                  alertedAt: null,
                },
              ]
            : [],
        );
        if (flags.length) await trx.insertInto('imiFlag').values(flags).execute();
        // A new chat was inserted with its last update already.
        if (chat.newChatTitle === undefined)
          await trx
            .updateTable('chat')
            .set({ updatedAt: last })
            .where('id', '=', chat.chatId)
            .execute();
      });
      return ids;
    },

    /** The learner's own messages since a moment (the daily limit). */
    async questionsSince(userId: string, since: Date) {
      const [row] = await countQuestionsSince({ userId, since: since.toISOString() });
      return Number(row?.count ?? 0);
    },

    /** Flags of learners in the organisations the coach sees now, newest first. */
    async flagsForCoach(coach: CoachView) {
      const rows = await db
        .selectFrom('imiFlag')
        .innerJoin('user', 'user.id', 'imiFlag.userId')
        .innerJoin('chatMessage', 'chatMessage.id', 'imiFlag.messageId')
        .select([
          'imiFlag.id',
          'imiFlag.category',
          'imiFlag.createdAt',
          'imiFlag.seenAt',
          'user.firstName',
          'user.lastName',
          'chatMessage.content',
        ])
        .where(
          'imiFlag.userId',
          'in',
          db
            .selectFrom('member')
            .select('member.userId')
            .where('member.organizationId', 'in', coachedOrganizations(db, coach)),
        )
        .orderBy('imiFlag.createdAt', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        category: row.category as CrisisCategory,
        learner: `${row.firstName} ${row.lastName}`.trim(),
        message: row.content,
        createdAt: toIso(row.createdAt),
        seen: row.seenAt !== null,
      }));
    },

    /** How many flags of the coach's learners nobody has marked seen yet (the menu's badge). */
    async unseenFlagCount(coach: CoachView) {
      const row = await db
        .selectFrom('imiFlag')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('seenAt', 'is', null)
        .where(
          'imiFlag.userId',
          'in',
          db
            .selectFrom('member')
            .select('member.userId')
            .where('member.organizationId', 'in', coachedOrganizations(db, coach)),
        )
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** The flag a message raised, if it raised one. */
    flagOfMessage: (messageId: string) =>
      db
        .selectFrom('imiFlag')
        .select(['id', 'userId'])
        .where('messageId', '=', messageId)
        .executeTakeFirst(),

    /**
     * Takes on mailing a flag's alert: true for the one caller that gets it (a claim older than
     * `staleBefore` was left by an instance that stopped, and may be taken again).
     */
    async claimAlert(flagId: string, at: Date, staleBefore: Date) {
      const result = await db
        .updateTable('imiFlag')
        .set({ alertClaimedAt: at.toISOString() })
        .where('id', '=', flagId)
        .where('alertedAt', 'is', null)
        .where((eb) =>
          eb.or([
            eb('alertClaimedAt', 'is', null),
            eb('alertClaimedAt', '<', staleBefore.toISOString()),
          ]),
        )
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async markAlerted(flagId: string, at: Date) {
      await db
        .updateTable('imiFlag')
        .set({ alertedAt: at.toISOString() })
        .where('id', '=', flagId)
        .execute();
    },

    /** Lets go of a claim whose mail failed, so the sweep tries again. */
    async releaseAlert(flagId: string) {
      await db
        .updateTable('imiFlag')
        .set({ alertClaimedAt: null })
        .where('id', '=', flagId)
        .where('alertedAt', 'is', null)
        .execute();
    },

    /** Flags whose alert has not gone out, oldest first. */
    unalertedFlags: (limit = 50) =>
      db
        .selectFrom('imiFlag')
        .select(['id', 'userId'])
        .where('alertedAt', 'is', null)
        .orderBy('createdAt')
        .limit(limit)
        .execute(),

    async markFlagSeen(flagId: string, at: Date) {
      await db
        .updateTable('imiFlag')
        .set({ seenAt: at.toISOString() })
        .where('id', '=', flagId)
        .where('seenAt', 'is', null)
        .execute();
    },
  };
}

export type ImiRepository = ReturnType<typeof createImiRepository>;
