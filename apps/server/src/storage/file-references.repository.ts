import type { Db } from '../db/database.ts';

/** The folders whose files a row points at, and so may be swept when none does. */
export const referencedFolders = ['answers', 'avatars', 'logos'] as const;
export type ReferencedFolder = (typeof referencedFolders)[number];

/** Pictures are recorded as the path they are shown at (square-pictures.ts). */
const pathOf = (key: string) => `/api/${key}`;

/** Which stored files a row still points at: an answer's file, a profile picture, a logo. */
export function createFileReferencesRepository(db: Db) {
  const pointedAt: Record<ReferencedFolder, (keys: string[]) => Promise<(string | null)[]>> = {
    answers: async (keys) =>
      (await db.selectFrom('answer').select('fileKey').where('fileKey', 'in', keys).execute()).map(
        (row) => row.fileKey,
      ),
    avatars: async (keys) =>
      (
        await db.selectFrom('user').select('image').where('image', 'in', keys.map(pathOf)).execute()
      ).map((row) => row.image),
    logos: async (keys) =>
      (
        await db
          .selectFrom('organization')
          .select('logo')
          .where('logo', 'in', keys.map(pathOf))
          .execute()
      ).map((row) => row.logo),
  };

  return {
    /** Of these keys (all in `folder`), the ones some row points at. */
    async referenced(folder: ReferencedFolder, keys: string[]) {
      if (keys.length === 0) return new Set<string>();
      const found = new Set(await pointedAt[folder](keys));
      return new Set(keys.filter((key) => found.has(key) || found.has(pathOf(key))));
    },
  };
}

export type FileReferencesRepository = ReturnType<typeof createFileReferencesRepository>;
