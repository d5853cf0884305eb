import { API_PREFIX, type AnswerView, getAnswerFile, pathOf } from '@leerloop/contracts';
import { createHash } from 'node:crypto';
import { toIso } from '../../db/schema.ts';
import type { AnswerRow } from './answers.repository.ts';

/** Shown for an answer whose assignment was taken out of the programme since. */
export const REMOVED_ASSIGNMENT = { nl: 'Opdracht', mc: 'تمرين' };

const isoOrNull = (value: string | Date | null) => (value ? toIso(value) : null);

/** Where the answer's file is served; the version changes with the file, so caches never mix them. */
function fileUrl(row: AnswerRow) {
  const version = createHash('sha256').update(row.fileKey!).digest('hex').slice(0, 12);
  return `${pathOf(getAnswerFile, { id: row.id }, API_PREFIX)}?v=${version}`;
}

/** An answer as the API shows it, in the week of its assignment. */
export const answerView = (row: AnswerRow, week: number): AnswerView => ({
  id: row.id,
  assignmentId: row.assignmentId,
  taskId: row.taskId,
  week,
  text: row.text,
  file: row.fileKey
    ? {
        kind: row.fileKind!,
        mimeType: row.fileMimeType!,
        size: Number(row.fileSize),
        name: row.fileName ?? 'bestand',
        url: fileUrl(row),
      }
    : null,
  status: row.status,
  feedback: row.feedback,
  reviewedAt: isoOrNull(row.reviewedAt),
  submittedAt: toIso(row.submittedAt),
  shareConsent: Boolean(row.shareConsent),
  inBrainfoodSince: isoOrNull(row.brainfoodApprovedAt),
  createdAt: toIso(row.createdAt),
  updatedAt: toIso(row.updatedAt),
});
