import {
  type AnswerView,
  answerViewResponse,
  RESUMABLE_UPLOAD_PATH,
  type ResumableUploadMetadata,
} from '@leerloop/contracts';
import { type DetailedError, Upload } from 'tus-js-client';
import { env } from '../../../config/env';
import { authHeaders } from '../../../lib/api-client';
import { HttpError, RequestAbortedError } from '../../../lib/http';
import { storage } from '../../../lib/storage-keys';

/**
 * Waits between tries after a dropped connection (ms): at once, then longer, for about ten
 * minutes in all; a phone on a train is back within that, and the learner sees it is waiting.
 */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000, 60_000, 60_000];

export interface ResumableSend {
  file: File;
  target: { assignmentId: string; taskId: string } | { answerId: string };
  onProgress: (fraction: number) => void;
  /** True while the connection is away and the upload waits to go on; false once it does. */
  onReconnecting?: (isReconnecting: boolean) => void;
  signal: AbortSignal;
}

const statusOf = (error: DetailedError) => error.originalResponse?.getStatus() ?? 0;

/** The server's `{ code, message }` of a refusal, as the one HTTP client would throw it. */
function refusalOf(error: DetailedError) {
  const status = statusOf(error);
  if (!status) return error;
  let data: unknown = undefined;
  try {
    data = JSON.parse(error.originalResponse?.getBody() ?? '');
  } catch {
    // Not ours (a proxy's page): the status alone says what happened.
  }
  const config = { url: RESUMABLE_UPLOAD_PATH };
  return new HttpError(error.message, { status, data, headers: {}, config }, config);
}

/**
 * Issue 24: sends a file answer with tus, so a dropped connection resumes where the server got
 * to (also after a reload: the upload's address is kept in local storage under a fingerprint of
 * the learner, the task and the file). Resolves with the answer, or null when the server had all
 * of it already and recorded it on the way back (the caller reads the assignments again).
 */
export async function sendResumable({
  file,
  target,
  onProgress,
  onReconnecting,
  signal,
}: ResumableSend): Promise<AnswerView | null> {
  const metadata: Record<string, string> = {
    ...target,
    filename: file.name,
    filetype: file.type,
  } satisfies ResumableUploadMetadata;
  return new Promise((resolve, reject) => {
    let isReconnecting = false;
    const reconnecting = (value: boolean) => {
      if (value !== isReconnecting) onReconnecting?.((isReconnecting = value));
    };
    const upload = new Upload(file, {
      endpoint: `${env.apiBaseUrl}${RESUMABLE_UPLOAD_PATH}`,
      metadata,
      retryDelays: RETRY_DELAYS,
      removeFingerprintOnSuccess: true,
      fingerprint: async () =>
        [
          'leerloop-upload',
          storage.get('userId'),
          Object.values(target).join('/'),
          file.name,
          file.size,
          file.lastModified,
        ].join(':'),
      onBeforeRequest: async (request) => {
        for (const [name, value] of Object.entries(await authHeaders()))
          request.setHeader(name, value);
      },
      // Tried again: a lost connection, the server away for a moment, or bytes the server had
      // counted differently (it says from where). A refusal of ours is final.
      onShouldRetry: (error) => {
        const status = statusOf(error);
        const code = (refusalOf(error) as { response?: { data?: { code?: string } } }).response
          ?.data?.code;
        const isRetried =
          status === 0 || status >= 500 || status === 423 || code === 'UPLOAD_OFFSET_MISMATCH';
        if (isRetried) reconnecting(true);
        return isRetried;
      },
      onProgress: (sent, total) => {
        reconnecting(false);
        onProgress(total ? sent / total : 0);
      },
      onSuccess: ({ lastResponse }) => {
        reconnecting(false);
        const body = lastResponse.getBody();
        resolve(body ? answerViewResponse.parse(JSON.parse(body)).data : null);
      },
      onError: (error) => {
        reconnecting(false);
        reject('originalRequest' in error ? refusalOf(error as DetailedError) : error);
      },
    });
    signal.addEventListener('abort', () => {
      // Cancelling ends the upload on the server too: what arrived goes.
      void upload.abort(true).catch(() => {});
      reject(new RequestAbortedError(false));
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      if (!signal.aborted) upload.start();
    }, reject);
  });
}
