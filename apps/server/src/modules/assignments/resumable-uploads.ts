import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import {
  API_PREFIX,
  type AnswerView,
  type ErrorCode,
  maxFileBytes,
  RESUMABLE_UPLOAD_PATH,
  resumableUploadMetadata,
} from '@leerloop/contracts';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import { Metadata, Server, type Upload } from '@tus/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NodeRequest } from 'srvx/node';
import type { StorageSettings } from '../../config.ts';
import { s3ClientConfigOf } from '../../storage/s3-storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AssignmentsService } from './assignments.service.ts';

/** An upload left unfinished this long is gone (tus's expiration extension; swept hourly). */
export const RESUMABLE_EXPIRY_MS = 24 * 60 * 60_000;

/** The owner of an upload, kept in its metadata by the server (a client's own `owner` is replaced). */
const OWNER_KEY = 'owner';

/** tus's refusals in our codes (their status stays, their text becomes ours). */
const codeOfTusStatus: Record<number, ErrorCode> = {
  404: 'NOT_FOUND',
  409: 'UPLOAD_OFFSET_MISMATCH',
  410: 'UPLOAD_EXPIRED',
  413: 'PAYLOAD_TOO_LARGE',
};

/** What finishing an upload came to, for the request that sent its last byte. */
type Outcome = { view: AnswerView } | { error: unknown };

/**
 * Where unfinished uploads wait: beside the answers on the local disk, or in the same bucket
 * (each as an S3 multipart upload plus `<id>.info`), so a resume reaching another instance finds
 * what the first one received.
 */
function createDataStore(settings: StorageSettings): FileStore | S3Store {
  if (settings.driver === 'Local storage')
    return new FileStore({
      directory: join(settings.dir, 'resumable'),
      expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
    });
  return new S3Store({
    // Parts as the answer storage uses (8 MiB); a part cut short waits as `<id>.part`.
    partSize: 8 * 1024 * 1024,
    expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS,
    // Tags are for a bucket lifecycle rule; the sweep expires uploads itself.
    useTags: false,
    s3ClientConfig: { bucket: settings.s3.bucket, ...s3ClientConfigOf(settings.s3) },
  });
}

/**
 * Issue 24: file answers sent with the tus protocol through `@tus/server`, so a dropped connection
 * resumes from the server's offset. The routes check who asks and what is asked first (as the
 * multipart route does); tus then writes the bytes. With the last byte, the file goes through the
 * same service code as `/upload-attachment` (magic bytes, limits, storage, the answer's record)
 * and the upload itself goes, so nothing half-written stays.
 */
export function createResumableUploads({
  settings,
  answers,
}: {
  settings: StorageSettings;
  answers: AssignmentsService;
}) {
  const datastore = createDataStore(settings);
  const owners = new WeakMap<Request, string>();
  const outcomes = new WeakMap<Request, Outcome>();

  /** The answer an upload's last byte makes, recorded as the multipart route records one. */
  async function finish(upload: Upload): Promise<Outcome> {
    const { [OWNER_KEY]: owner, ...declared } = upload.metadata ?? {};
    const target = resumableUploadMetadata.parse(declared);
    const stream = (await datastore.read(upload.id)) as Readable;
    const file = { stream, name: target.filename, aborted: () => false };
    let outcome: Outcome;
    try {
      const view =
        'answerId' in target
          ? await answers.replaceWithFile(owner!, target.answerId, file)
          : await answers.submitFile(
              owner!,
              { assignmentId: target.assignmentId, taskId: target.taskId },
              file,
            );
      outcome = { view };
    } catch (error) {
      stream.destroy();
      // Anything but a refusal (storage or database away) keeps the upload: asking for its
      // offset again finishes it (below); the sweep takes it after a day otherwise.
      if (!(error instanceof AppError)) return { error };
      outcome = { error };
    }
    await datastore.remove(upload.id).catch(() => {});
    return outcome;
  }

  /** One finish per upload at a time on this instance (the last PATCH and a HEAD may meet). */
  const finishing = new Map<string, Promise<Outcome>>();
  const finishOnce = (upload: Upload) => {
    let pending = finishing.get(upload.id);
    if (!pending) {
      pending = finish(upload).finally(() => finishing.delete(upload.id));
      finishing.set(upload.id, pending);
    }
    return pending;
  };

  const tus = new Server({
    path: `${API_PREFIX}${RESUMABLE_UPLOAD_PATH}`,
    datastore,
    // Resolved against the address the client used: no trust in Host or forwarded headers.
    relativeLocation: true,
    namingFunction: () => randomUUID(),
    // The most any kind may be; the task's own limit was checked at creation.
    maxSize: Math.max(...Object.values(maxFileBytes)),
    onUploadCreate: async (request, upload) => ({
      metadata: { ...upload.metadata, [OWNER_KEY]: owners.get(request)! },
    }),
    onUploadFinish: async (request, upload) => {
      outcomes.set(request, await finishOnce(upload));
      return {};
    },
  });

  /** The caller's upload; another user's, or none, is 404 (an expired one 410). */
  async function ownUpload(userId: string, id: string) {
    const upload = await datastore.getUpload(id).catch((error: { status_code?: number }) => {
      throw new AppError(error.status_code === 410 ? 'UPLOAD_EXPIRED' : 'NOT_FOUND');
    });
    if (upload.metadata?.[OWNER_KEY] !== userId) throw new AppError('NOT_FOUND');
    return upload;
  }

  return {
    /**
     * Refuses an upload before any byte as the multipart route would on the way: no size, a
     * metadata that names no task, a locked or answered task, a type or size it does not take.
     */
    async checkCreation(userId: string, headers: FastifyRequest['headers']) {
      const length = Number(headers['upload-length']);
      if (!Number.isSafeInteger(length) || length < 0)
        throw new AppError('UPLOAD_LENGTH_REQUIRED', {
          issues: [{ path: 'Upload-Length', message: 'required' }],
        });
      const parsed = resumableUploadMetadata.safeParse(
        (() => {
          try {
            return Metadata.parse(String(headers['upload-metadata'] ?? ''));
          } catch {
            return {};
          }
        })(),
      );
      if (!parsed.success)
        throw new AppError('UPLOAD_FIELDS_MISSING', {
          issues: parsed.error.issues.map((issue) => ({
            path: issue.path.join('.') || 'Upload-Metadata',
            message: 'required',
          })),
        });
      const { filetype, ...target } = parsed.data;
      await answers.checkFileUpload(userId, target, { size: length, type: filetype });
    },

    /** HEAD, PATCH and DELETE only for the upload's owner. */
    checkOwner: ownUpload,

    /**
     * HEAD of an upload whose bytes are all in but whose answer is not yet recorded (that failed
     * for a moment after the last byte, or the answer to it was lost): it is recorded now, and
     * the client hears the upload is complete; a refusal comes as the last PATCH's would.
     */
    async finishComplete(upload: Upload, reply: FastifyReply) {
      if (upload.size === undefined || upload.offset !== upload.size) return false;
      const outcome = await finishOnce(upload);
      if ('error' in outcome) throw outcome.error;
      reply.headers({
        'tus-resumable': '1.0.0',
        'upload-offset': String(upload.size),
        'upload-length': String(upload.size),
        'cache-control': 'no-store',
      });
      await reply.status(200).send();
      return true;
    },

    /** Lets tus answer the request, in our error shape, with the answer when the file is in. */
    async handle(request: FastifyRequest, reply: FastifyReply, userId: string) {
      const webRequest = new NodeRequest({ req: request.raw, res: reply.raw });
      owners.set(webRequest, userId);
      const response = await tus.handleWeb(webRequest);
      const outcome = outcomes.get(webRequest);
      if (outcome && 'error' in outcome) throw outcome.error;
      if (response.status >= 400) {
        // tus's own refusals (a wrong offset, an expired upload, a malformed header).
        const code = codeOfTusStatus[response.status];
        if (response.status >= 500 || !code) {
          if (response.status >= 500) throw new Error(await response.text());
          throw new AppError('VALIDATION_ERROR', {
            message: (await response.text()).trim() || undefined,
          });
        }
        throw new AppError(code);
      }
      // tus's protocol headers; not its CORS ones (`*` by default): the app is on our origin.
      response.headers.forEach((value, name) => {
        const isOurs = name === 'content-length' || name === 'content-type';
        if (!isOurs && !name.startsWith('access-control-')) reply.header(name, value);
      });
      if (outcome) return reply.status(200).send({ status: 'success', data: outcome.view });
      return reply.status(response.status).send();
    },

    /** Unfinished uploads past their day, gone (the file sweep's hourly round). */
    async removeExpired() {
      try {
        return await tus.cleanUpExpiredUploads();
      } catch (error) {
        // Some stores (s3rver among them) cannot list unfinished uploads: a bucket lifecycle
        // rule (AbortIncompleteMultipartUpload) does this there.
        if ((error as { name?: string }).name === 'NotImplemented') return 0;
        throw error;
      }
    },
  };
}

export type ResumableUploads = ReturnType<typeof createResumableUploads>;
