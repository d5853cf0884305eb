/*
 * The kinds of file an answer may be, and how large: without schemas, so a screen with a file
 * field can know its limit before zod has loaded (issue 22).
 */

/** What a file answer may be, decided by its first bytes (never by its name or declared type). */
export const fileKinds = ['image', 'video', 'text', 'pdf'] as const;
export type FileKind = (typeof fileKinds)[number];

const MB = 1024 * 1024;
/** The largest file of each kind, in bytes (images under 10 MB, videos under 200 MB). */
export const maxFileBytes: Record<FileKind, number> = {
  image: 10 * MB,
  video: 200 * MB,
  text: 1 * MB,
  pdf: 20 * MB,
};
