import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import { type AnswerView, type Endpoint, type FileKind, pathOf } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nlAssignments from '../../../locales/nl/assignments.json';
import nlCommon from '../../../locales/nl/common.json';
import { useSendAnswer } from '../api/assignments';
import { FileUpload } from './file-upload';
import type { CallConfig } from '../../../lib/api-client';
import { HttpError, RequestAbortedError } from '../../../lib/http';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../lib/api-client.testing')).apiClientCalling(call, await importOriginal()),
);

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
  call.mockReset();
});

/** An upload the test moves along: progress when it says, an end when it says, or a cancel. */
function holdUpload() {
  let config: CallConfig = {};
  let finish: (data: unknown) => void = () => {};
  call.mockImplementation(
    (_endpoint: Endpoint, _input: object, options: CallConfig) =>
      new Promise((resolve, reject) => {
        config = options;
        finish = resolve;
        options.signal?.addEventListener?.('abort', () => reject(new RequestAbortedError(false)));
      }),
  );
  return {
    progress: (loaded: number, total: number) => config.onUploadProgress?.({ loaded, total }),
    finish: () => finish({ status: 'success', data: sentAnswer }),
  };
}

/** What the server answers once the file is stored. */
const sentAnswer: AnswerView = {
  id: 'a1',
  assignmentId: 'w1-opdracht',
  taskId: 't1',
  week: 1,
  text: null,
  file: {
    kind: 'image',
    mimeType: 'image/jpeg',
    size: 2_048,
    name: 'mijn-collage.jpg',
    url: '/files/a1',
  },
  status: 'submitted',
  feedback: null,
  reviewedAt: null,
  submittedAt: '2026-11-25T10:00:00.000Z',
  shareConsent: false,
  inBrainfoodSince: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
};

const refusal = (status: number, data: object) =>
  new HttpError('refused', { status, data, headers: {}, config: { url: '' } }, { url: '' });

/** The upload as a task card wires it: a new answer to week 1's first task. */
function AnswerWithFile({ kinds, onDone }: { kinds: FileKind[]; onDone: () => void }) {
  const send = useSendAnswer();
  return (
    <FileUpload
      kinds={kinds}
      send={(upload) =>
        send.mutateAsync({
          task: { assignmentId: 'w1-opdracht', taskId: 't1' },
          input: { kind: 'file', ...upload },
        })
      }
      onDone={onDone}
    />
  );
}

function showUpload(kinds: FileKind[] = ['image', 'pdf']) {
  const onDone = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <AnswerWithFile kinds={kinds} onDone={onDone} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { onDone };
}

const fileOf = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Bestand kiezen'), { target: { files: [file] } });
const sendButton = () => screen.getByRole('button', { name: 'Versturen' });
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

describe('sending an answer as a file', { timeout: 20_000 }, () => {
  it('says what may be sent, shows the chosen file and the progress, and is done at 100 %', async () => {
    const upload = holdUpload();
    const { onDone } = showUpload();
    expect(
      screen.getByText('Je kunt sturen: een foto (JPG, PNG, GIF of WEBP, tot 10 MB) of een PDF.'),
    ).toBeTruthy();
    expect(isDisabled(sendButton())).toBe(true);

    choose(fileOf('mijn-collage.jpg', 'image/jpeg', 2_048));
    expect(screen.getByText('Gekozen: mijn-collage.jpg (2 kB)')).toBeTruthy();
    fireEvent.click(sendButton());

    expect(await screen.findByText('0% verstuurd')).toBeTruthy();
    expect(isDisabled(sendButton())).toBe(true);
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeTruthy();
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    const [endpoint, , { data: form }] = call.mock.calls[0] as [
      Endpoint,
      object,
      { data: FormData },
    ];
    expect(`${endpoint.method} ${pathOf(endpoint)}`).toBe('POST /upload-attachment');
    expect([...form.keys()]).toEqual(['assignmentId', 'taskId', 'file']);

    upload.progress(40, 100);
    expect(await screen.findByText('40% verstuurd')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Voortgang van het versturen' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');

    upload.finish();
    expect(await screen.findByText('100% verstuurd')).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(screen.queryByText(/^Gekozen:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Annuleren' })).toBeNull();
  });

  it('stops on cancel and says nothing was kept', async () => {
    holdUpload();
    const { onDone } = showUpload();
    choose(fileOf('vakantie.jpg', 'image/jpeg', 5_000));
    fireEvent.click(sendButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Annuleren' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Het versturen is gestopt. Er is niets bewaard.',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(isDisabled(sendButton())).toBe(false);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('warns that a file is too large before it is sent', () => {
    showUpload();
    choose(fileOf('groot.png', 'image/png', 11 * 1024 * 1024));
    expect(screen.getByRole('alert').textContent).toBe(
      'Dit bestand is te groot. Je kunt een foto (JPG, PNG, GIF of WEBP, tot 10 MB) sturen; dit mag maximaal 10 MB zijn.',
    );
  });

  it('says in words why the server refused the file, and what the task takes', async () => {
    showUpload(['pdf']);
    call.mockRejectedValueOnce(
      refusal(415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: '…', allowedKinds: ['pdf'] }),
    );
    choose(fileOf('opdracht.docx', '', 1_000));
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Dit soort bestand kan hier niet. Kies een PDF.',
    );

    call.mockRejectedValueOnce(
      refusal(413, { code: 'PAYLOAD_TOO_LARGE', message: '…', fileKind: 'video' }),
    );
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Dit bestand is te groot. Je kunt een video (MP4, WEBM of MOV, tot 200 MB) sturen; dit mag maximaal 200 MB zijn.',
      ),
    );
  });

  it('says when there is no connection', async () => {
    showUpload();
    call.mockRejectedValueOnce(new TypeError('Network Error'));
    choose(fileOf('foto.jpg', 'image/jpeg', 1_000));
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(nlCommon.networkError);
    expect(screen.getByText('Gekozen: foto.jpg (1 kB)')).toBeTruthy();
  });
});
