import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import type { AnswerView } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nlAssignments from '../../../locales/nl/assignments.json';
import nlCommon from '../../../locales/nl/common.json';
import { useSendAnswer } from '../api/assignments';
import { FileUpload } from './file-upload';

/** tus-js-client as the test drives it: each upload's options, and what was asked of it. */
const tus = vi.hoisted(() => ({
  uploads: [] as {
    options: UploadOptions;
    start: () => void;
    abort: (terminate: boolean) => Promise<void>;
  }[],
}));
vi.mock('tus-js-client', () => ({
  Upload: class {
    start = vi.fn();
    abort = vi.fn(async () => {});
    findPreviousUploads = async () => [];
    resumeFromPreviousUpload = vi.fn();
    constructor(
      _file: File,
      readonly options: UploadOptions,
    ) {
      tus.uploads.push(this);
    }
  },
}));
const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await import('../../../lib/api-client.testing')).apiClientCalling(
    call,
    await importOriginal(),
  ),
  authHeaders: async () => ({}),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { assignments: nlAssignments, common: nlCommon, errors: nlErrors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  tus.uploads.length = 0;
});

const sentAnswer: AnswerView = {
  id: 'a1',
  assignmentId: 'w1-opdracht',
  taskId: 't3',
  week: 1,
  text: null,
  file: { kind: 'video', mimeType: 'video/mp4', size: 50_000_000, name: 'film.mp4', url: '/f' },
  status: 'submitted',
  feedback: null,
  reviewedAt: null,
  submittedAt: '2026-11-25T10:00:00.000Z',
  shareConsent: false,
  inBrainfoodSince: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

function AnswerWithVideo({ onDone }: { onDone: () => void }) {
  const send = useSendAnswer();
  return (
    <FileUpload
      kinds={['video']}
      send={(upload) =>
        send.mutateAsync({
          task: { assignmentId: 'w1-opdracht', taskId: 't3' },
          input: { kind: 'file', ...upload },
        })
      }
      onDone={onDone}
    />
  );
}

async function sendVideo() {
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <AnswerWithVideo onDone={onDone} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const file = new File(['x'], 'film.mp4', { type: 'video/mp4' });
  Object.defineProperty(file, 'size', { value: 50_000_000 });
  fireEvent.change(screen.getByLabelText('Bestand kiezen'), { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
  await waitFor(() => expect(tus.uploads[0]?.start).toHaveBeenCalled());
  return { onDone, upload: tus.uploads[0]! };
}

const reconnecting = /Verbinding weg — we gaan verder waar je was/;
/** A connection that dropped: a request, and no answer to it. */
const dropped = { originalRequest: {}, originalResponse: null } as unknown as DetailedError;

describe('sending a video (resumable)', { timeout: 20_000 }, () => {
  it('shows the progress, says when the connection is away and goes on by itself', async () => {
    const { onDone, upload } = await sendVideo();
    expect(upload.options.metadata).toMatchObject({
      assignmentId: 'w1-opdracht',
      taskId: 't3',
      filename: 'film.mp4',
      filetype: 'video/mp4',
    });
    act(() => upload.options.onProgress!(40, 100));
    expect(await screen.findByText('40% verstuurd')).toBeTruthy();

    let isRetried = false;
    act(() => {
      isRetried = upload.options.onShouldRetry!(dropped, 0, upload.options);
    });
    expect(isRetried).toBe(true);
    expect(await screen.findByText(reconnecting)).toBeTruthy();
    // Back: the bytes go on from where the server was, and the notice goes.
    act(() => upload.options.onProgress!(80, 100));
    expect(await screen.findByText('80% verstuurd')).toBeTruthy();
    expect(screen.queryByText(reconnecting)).toBeNull();

    act(() =>
      upload.options.onSuccess!({
        lastResponse: {
          getStatus: () => 200,
          getBody: () => JSON.stringify({ status: 'success', data: sentAnswer }),
        },
      } as never),
    );
    expect(await screen.findByText('100% verstuurd')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
  });

  it('does not try again after a refusal, and says it in words', async () => {
    const { upload } = await sendVideo();
    const refusal = {
      originalRequest: {},
      originalResponse: {
        getStatus: () => 415,
        getBody: () =>
          JSON.stringify({ code: 'UNSUPPORTED_MEDIA_TYPE', message: '', allowedKinds: ['video'] }),
      },
    } as unknown as DetailedError;
    expect(upload.options.onShouldRetry!(refusal, 0, upload.options)).toBe(false);
    act(() => upload.options.onError!(refusal as unknown as Error));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/Dit soort bestand kan hier niet/);
  });

  it('cancels on the server too', async () => {
    const { onDone, upload } = await sendVideo();
    fireEvent.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(upload.abort).toHaveBeenCalledWith(true));
    expect(await screen.findByText('Het versturen is gestopt. Er is niets bewaard.')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
