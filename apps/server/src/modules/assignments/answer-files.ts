import { type AssignmentFile, type FileKind, fileKindsFor } from '@leerloop/contracts';
import type { Storage } from '../../storage/storage.ts';
import type { AnswerRow } from './answers.repository.ts';
import { brokenOff } from '../../lib/multipart.ts';
import { checkDeclaredFile, receiveFile, unsupportedFile } from './receive-file.ts';

type AssignmentTask = AssignmentFile['tasks'][number];

/** An upload as it streams in. */
export interface IncomingFile {
  stream: AsyncIterable<Buffer> & { resume(): void };
  name: string;
  /** True when the sender went away before the file was complete. */
  aborted(): boolean;
}
type StoredFile = Awaited<ReturnType<typeof receiveFile>>;

/** What the learner's file was called, for display only: no path, no control characters. */
const displayName = (name: string) =>
  name
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .slice(0, 120) || 'bestand';

/** The file columns of an answer in words. */
export const noFile = {
  fileKey: null,
  fileKind: null,
  fileMimeType: null,
  fileSize: null,
  fileName: null,
} satisfies Partial<AnswerRow>;

/** The columns of an answer that is a stored file. */
export const fileColumns = (stored: StoredFile, name: string) => ({
  text: null,
  fileKey: stored.key,
  fileKind: stored.kind,
  fileMimeType: stored.mimeType,
  fileSize: stored.size,
  fileName: displayName(name),
});

/**
 * Answer files in storage: a file is stored before any record points at it, and goes again when
 * the record cannot be written, so no record points at nothing and no file is left unowned.
 */
export function createAnswerFiles(storage: Storage) {
  return {
    /** Stores the file; refuses what the task does not take. */
    async store(task: AssignmentTask, file: IncomingFile) {
      const allowed: FileKind[] = fileKindsFor(task.answerTypes);
      try {
        if (allowed.length === 0) throw unsupportedFile(['text']);
        return await receiveFile(file.stream, allowed, storage);
      } catch (error) {
        if (file.aborted()) throw brokenOff();
        // Let the sender finish so it hears our answer; the bytes go nowhere.
        file.stream.resume();
        throw error;
      }
    },

    /** Issue 24: refuses up front a file the task cannot take by its declared size and type. */
    checkDeclared(task: AssignmentTask, declared: { size: number; type?: string }) {
      checkDeclaredFile(fileKindsFor(task.answerTypes), declared.size, declared.type);
    },

    /** Writes the record of a stored file; if that fails, the file goes too. */
    async withCleanup<T>(key: string, action: () => Promise<T>) {
      try {
        return await action();
      } catch (error) {
        await storage.delete(key).catch(() => {});
        throw error;
      }
    },

    /** Removes a file no record points at any more (a replaced answer's old one). */
    async discard(key: string | null) {
      if (key) await storage.delete(key).catch(() => {});
    },
  };
}

export type AnswerFiles = ReturnType<typeof createAnswerFiles>;
