import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP Range; to the end when missing. */
  end?: number;
}

export interface StoredFile {
  body: Readable;
  /** The whole object's size, also when a range was asked for. */
  size: number;
}

/**
 * Where uploaded files live. Keys are made by the server, never from a user's file name.
 * `put` streams (never the whole file in memory) and is atomic: the object appears only when
 * complete, and a failed or aborted upload leaves nothing behind.
 */
export interface Storage {
  readonly driver: 'Local storage' | 'S3';
  put(key: string, body: Readable, contentType: string): Promise<{ size: number }>;
  /** The file, or a byte range of it; undefined when there is no such key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  delete(key: string): Promise<void>;
  /** Every file under a top-level folder (e.g. `answers`), with when it was last written. */
  list(folder: string): AsyncIterable<{ key: string; writtenAt: Date }>;
  /**
   * Removes what broken-off uploads left behind (temporary files, unfinished multipart uploads)
   * with nothing written to them since `idleSince`; answers how many.
   */
  removeStaleUploads(idleSince: Date): Promise<number>;
  isWorking(): Promise<boolean>;
  /** Lets go of connections (at shutdown). */
  close(): Promise<void>;
}

/** Server-made keys only: letters, digits, dashes, underscores and slashes between them. */
export function assertValidKey(key: string) {
  if (!/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) || key.includes('..')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
