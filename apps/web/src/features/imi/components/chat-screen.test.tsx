import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import { type ChatMessage, type Endpoint, pathOf } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nlCommon from '../../../locales/nl/common.json';
import nlImi from '../../../locales/nl/imi.json';
import { fakeChatServer } from '../api/fake-chat-server';
import { ChatScreen } from './chat-screen';
import { HttpError } from '../../../lib/http';

/** The API's reads, by address: each call is answered by `get` and parsed as `call` does. */
const get = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  call: async (declared: Endpoint, input?: { params?: Record<string, string> }) =>
    declared.response.parse((await get(pathOf(declared, input?.params))).data),
}));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    defaultNS: 'common',
    resources: { nl: { imi: nlImi, common: nlCommon, errors: nlErrors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  get.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (data: object) => ({ data: { status: 'success', data } });
const page = { total: 0, offset: 0, limit: 10, nextCursor: null, previousCursor: null };
const message = (role: ChatMessage['role'], content: string, id: string): ChatMessage => ({
  id,
  role,
  content,
  source: null,
  outcome: role === 'assistant' ? 'answered' : null,
  createdAt: '2026-11-25T10:00:00.000Z',
});

/** The API as the screen reads it: Imi's greeting, no earlier chats, and `chats` by id. */
function serve(chats: Record<string, ChatMessage[]> = {}) {
  get.mockImplementation(async (url: string) => {
    if (url === '/my-imi')
      return ok({
        greeting: 'Hoi Lina!',
        suggestions: ['Wat zijn mijn sterke kanten?'],
        limit: 20,
        remaining: 18,
      });
    if (url === '/chats') return ok({ chats: [], page });
    const id = url.replace('/chats/', '');
    const messages = chats[id];
    if (!messages) throw notFound();
    return ok({ id, title: 'Sterke kanten', updatedAt: '2026-11-25T10:00:00.000Z', messages });
  });
}

const notFound = () =>
  new HttpError(
    'not found',
    {
      status: 404,
      data: { code: 'NOT_FOUND', message: 'Not found' },
      headers: {},
      config: { url: '' },
    },
    { url: '' },
  );

function showChat(at = '/dashboards/ai') {
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
        <MemoryRouter initialEntries={[at]}>
          <ChatScreen />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const conversation = () => screen.getByRole('log', { name: 'Gesprek met Imi' });
const ask = (question: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Jouw vraag' }), {
    target: { value: question },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Versturen' }));
};

describe('the Imi chat screen', { timeout: 20_000 }, () => {
  it("greets, says what Imi is, and offers the week's questions and today's quota", async () => {
    serve();
    showChat();
    expect(await screen.findByText('Hoi Lina!')).toBeTruthy();
    expect(screen.getByRole('note').textContent).toBe(nlImi.transparency);
    expect(screen.getByText(nlImi.empty)).toBeTruthy();
    expect(screen.getByText('Vragen over voor vandaag: 18')).toBeTruthy();
    const suggestions = screen.getByRole('group', { name: 'Vragen die je kunt stellen' });
    expect(within(suggestions).getByText('Wat zijn mijn sterke kanten?')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Versturen' }).hasAttribute('disabled')).toBeTruthy();
  });

  it("streams the answer in, with a stop button, then shows the server's copy", async () => {
    serve({
      'chat-1': [
        message('user', 'Wat is een sterke kant?', 'm1'),
        message('assistant', 'Iets wat je goed kunt.', 'm2'),
      ],
    });
    const server = fakeChatServer();
    showChat();
    await screen.findByText('Hoi Lina!');
    ask('Wat is een sterke kant?');

    expect(within(conversation()).getByText('Wat is een sterke kant?')).toBeTruthy();
    expect(within(conversation()).getByText('Nog aan het denken')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Jouw vraag' }) as HTMLTextAreaElement).value).toBe(
      '',
    );
    await waitFor(() => expect(server.questions).toHaveLength(1));
    server.piece('Iets wat je');
    expect(await within(conversation()).findByText('Iets wat je')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stoppen' })).toBeTruthy();
    server.piece(' goed kunt.');
    server.done();

    expect(await screen.findByText('Imi heeft geantwoord.')).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith('/chats/chat-1'));
    await waitFor(() =>
      expect(
        within(conversation())
          .getAllByRole('article')
          .map((a) => a.textContent),
      ).toEqual(['Wat is een sterke kant?', 'Iets wat je goed kunt.']),
    );
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeTruthy();
  });

  it('keeps the words that came when the learner stops, marked as stopped', async () => {
    serve();
    const server = fakeChatServer();
    showChat();
    await screen.findByText('Hoi Lina!');
    fireEvent.click(screen.getByText('Wat zijn mijn sterke kanten?'));
    await waitFor(() => expect(server.questions).toHaveLength(1));
    server.piece('Je bent');
    await within(conversation()).findByText('Je bent');

    fireEvent.click(screen.getByRole('button', { name: 'Stoppen' }));
    expect(await within(conversation()).findByText('Gestopt')).toBeTruthy();
    expect(within(conversation()).getByText('Je bent')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Versturen' })).toBeTruthy();
  });

  it('shows an error that cuts the answer off, with a way to ask again', async () => {
    serve();
    const server = fakeChatServer();
    showChat();
    await screen.findByText('Hoi Lina!');
    ask('Hoe werkt dat?');
    await waitFor(() => expect(server.questions).toHaveLength(1));
    server.piece('Het begint');
    server.fail('INTERNAL_ERROR');

    const alert = await within(conversation()).findByRole('alert');
    expect(alert.textContent).toContain(nlErrors.INTERNAL_ERROR);
    fireEvent.click(within(alert).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(server.questions).toHaveLength(2));
    expect(server.questions[1]).toEqual({ message: 'Hoe werkt dat?' });
    expect(within(conversation()).getByText('Nog aan het denken')).toBeTruthy();
  });

  it('says when the questions of the day are used up, without a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
    const server = fakeChatServer();
    server.refuseNext(429, 'DAILY_LIMIT');
    showChat();
    await screen.findByText('Hoi Lina!');
    ask('Nog eentje?');

    const alert = await within(conversation()).findByRole('alert');
    expect(alert.textContent).toContain(nlErrors.DAILY_LIMIT);
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says so when a chat in the address cannot be found', async () => {
    serve();
    showChat('/dashboards/ai?chat=iemand-anders');
    const alert = await within(conversation()).findByRole('alert');
    expect(alert.textContent).toBe(nlErrors.NOT_FOUND);
  });
});
