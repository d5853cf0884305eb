import { type DatabaseHandle, dbBoolean } from '../../db/database.ts';

const columns = [
  'id',
  'email',
  'firstName',
  'lastName',
  'role',
  'banned',
  'passwordResetRequired',
  'createdAt',
] as const;

/** The users as the platform admin finds and manages them. */
export function createAdminRepository({ db, driver }: Pick<DatabaseHandle, 'db' | 'driver'>) {
  return {
    /**
     * A page of the users whose e-mail or name contains `search` (lower case; empty: everyone),
     * newest first, and how many there are in all.
     */
    async search(search: string, { offset, limit }: { offset: number; limit: number }) {
      // LIKE's own wildcards in the search are taken literally.
      const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let matching = db.selectFrom('user');
      if (search)
        matching = matching.where((eb) =>
          eb.or(
            (['email', 'firstName', 'lastName'] as const).map((column) =>
              eb(eb.fn('lower', [eb.ref(column)]), 'like', eb.val(pattern)),
            ),
          ),
        );
      const [rows, { total }] = await Promise.all([
        matching
          .select(columns)
          .orderBy('createdAt', 'desc')
          .orderBy('id')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total) };
    },

    find: (id: string) =>
      db.selectFrom('user').select(columns).where('id', '=', id).executeTakeFirst(),

    async setBanned(id: string, banned: boolean) {
      await db
        .updateTable('user')
        .set({ banned: dbBoolean({ driver }, banned) })
        .where('id', '=', id)
        .execute();
    },

    async requirePasswordReset(id: string) {
      await db
        .updateTable('user')
        .set({ passwordResetRequired: dbBoolean({ driver }, true) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type AdminUserRow = NonNullable<Awaited<ReturnType<AdminRepository['find']>>>;
