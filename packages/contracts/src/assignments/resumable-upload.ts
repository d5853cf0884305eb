import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { answerTaskFields, answerViewResponse } from './answer-view.ts';

/**
 * Issue 24: a file answer sent with the tus protocol (tus.io, 1.0.0), so a dropped connection
 * resumes where it stopped instead of starting again. Beside spec §7's multipart
 * `/upload-attachment`, which stays as it is (small files keep using it). The protocol's own
 * headers carry the rest: `Tus-Resumable`, `Upload-Length`, `Upload-Offset`, `Upload-Metadata`.
 */
export const RESUMABLE_UPLOAD_PATH = '/upload-attachment/resumable';

/**
 * What a client says about its upload at creation, in `Upload-Metadata` (tus's base64 pairs):
 * the task it answers — or the answer it replaces — and the file's name and declared type. The
 * type only picks the size limit at creation; the file's first bytes decide what it is.
 */
export const resumableUploadMetadata = z.union([
  z.object({
    ...answerTaskFields,
    filename: z.string().min(1).max(255),
    filetype: z.string().max(255).optional(),
  }),
  z.object({
    /** Replaces this answer's file (as `/update-attachment/{id}` does). */
    answerId: z.string().min(1).max(64),
    filename: z.string().min(1).max(255),
    filetype: z.string().max(255).optional(),
  }),
]);
export type ResumableUploadMetadata = z.infer<typeof resumableUploadMetadata>;

const uploadParams = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/) });

/** Errors a resumable upload may meet at creation, as the multipart route's, and its own. */
const creationErrors = [
  'NOT_FOUND',
  'LOCKED',
  'VALIDATION_ERROR',
  'ALREADY_ANSWERED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'BIRTH_YEAR_REQUIRED',
  'PARENTAL_CONSENT_REQUIRED',
  'UPLOAD_LENGTH_REQUIRED',
] as const;

/**
 * Starts an upload: 201 with its address in `Location` and no body. Refused before any byte
 * (the task's lock, consent, a second answer, `Upload-Length` over the kind's limit).
 */
export const createResumableUpload = endpoint({
  method: 'POST',
  path: RESUMABLE_UPLOAD_PATH,
  response: z.void(),
  errors: creationErrors,
});

/** How far an upload of the caller's got (`Upload-Offset`, no body); someone else's is 404. */
export const getResumableUploadOffset = endpoint({
  method: 'HEAD',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  params: uploadParams,
  response: z.void(),
  errors: ['NOT_FOUND', 'UPLOAD_EXPIRED'],
});

/**
 * Sends bytes from `Upload-Offset` on (`Content-Type: application/offset+octet-stream`): 204
 * while the file is incomplete; with its last byte, the file is checked and the answer
 * recorded, and the answer comes back as `/upload-attachment`'s does (200).
 */
export const continueResumableUpload = endpoint({
  method: 'PATCH',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  params: uploadParams,
  response: answerViewResponse,
  errors: [...creationErrors, 'UPLOAD_EXPIRED', 'UPLOAD_OFFSET_MISMATCH', 'UPLOAD_BROKEN_OFF'],
});

/** Cancels an upload of the caller's: what arrived goes (204). */
export const cancelResumableUpload = endpoint({
  method: 'DELETE',
  path: `${RESUMABLE_UPLOAD_PATH}/:id`,
  params: uploadParams,
  response: z.void(),
  errors: ['NOT_FOUND'],
});
