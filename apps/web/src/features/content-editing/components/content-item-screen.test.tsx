import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HttpError, type RequestConfig } from '../../../lib/http';
import { ContentItemScreen } from './content-item-screen';
import { editorTestSetup, ok } from './editor-test-setup';

const { request, show: render } = editorTestSetup();

const text = (nl: string) => ({ nl, mc: `نص ${nl}` });
const deck = {
  id: 'w1-deck',
  title: text('Eens of oneens?'),
  cards: [
    { id: 's1', statement: text('Stelling een'), explanation: text('Daarom.') },
    ...Array.from({ length: 11 }, (_, i) => ({
      id: `s${i + 2}`,
      statement: text(`Stelling ${i + 2}`),
      explanation: text('Daarom.'),
    })),
  ],
};
const item = (patch: object = {}) => ({
  id: 'w1-deck',
  kind: 'swipe-deck',
  weekId: 'week-1',
  weekNumber: 1,
  imagesUrl: '/content-images/01-week-1/',
  published: deck,
  isNew: false,
  publishedAt: null,
  draft: null,
  draftUpdatedAt: null,
  ...patch,
});

function serve({ refuseDraft = false } = {}) {
  request.mockImplementation((async (config: RequestConfig) => {
    const url = config.url;
    if (url.endsWith('/history')) return ok({ entries: [] });
    if (url.endsWith('/draft') && config.method === 'PUT') {
      if (refuseDraft)
        throw new HttpError(
          'refused',
          {
            status: 400,
            headers: {},
            data: {
              code: 'VALIDATION_ERROR',
              message: 'x',
              issues: [{ path: 'data.cards.0.statement.mc', message: 'content_text_required' }],
            },
          } as never,
          config,
        );
      return ok(
        item({
          draft: (config.data as { data: object }).data,
          draftUpdatedAt: '2026-11-29T20:00:00.000Z',
        }),
      );
    }
    if (url.endsWith('/publish'))
      return ok(item({ published: deck, publishedAt: '2026-11-29T20:00:00.000Z' }));
    return ok(item());
  }) as never);
}

const show = () => render(<ContentItemScreen itemId="w1-deck" scope={{}} />);

// The editor holds twelve statements in two languages (48 text fields): 7–11 s a test in jsdom
// on an idle machine, over 20 s when CI's host is busy. The tests wait for states, so a long
// limit costs nothing.
describe('the content editor', { timeout: 60_000 }, () => {
  it('edits Dutch and Darija side by side, previews it, and publishes the change', async () => {
    serve();
    show();
    const statement = await screen.findByRole('group', { name: 'Stelling 1 · Stelling' });
    const darija = within(statement).getByLabelText('Darija');
    expect(darija.getAttribute('dir')).toBe('rtl');
    expect(darija.getAttribute('lang')).toBe('ar');
    fireEvent.change(within(statement).getByLabelText('Nederlands'), {
      target: { value: 'Een betere stelling' },
    });
    expect(within(screen.getByTestId('content-preview')).getByText('Een betere stelling'));

    fireEvent.click(screen.getByRole('button', { name: 'Publiceren' }));
    await waitFor(() =>
      expect(request.mock.calls.map(([config]) => `${config.method} ${config.url}`)).toEqual(
        expect.arrayContaining([
          'PUT /admin/content/items/w1-deck/draft',
          'POST /admin/content/items/w1-deck/publish',
        ]),
      ),
    );
    const saved = request.mock.calls.find(([config]) => config.method === 'PUT')![0].data as {
      data: typeof deck;
    };
    expect(saved.data.cards[0]!.statement).toEqual({
      nl: 'Een betere stelling',
      mc: 'نص Stelling een',
    });
    expect(await screen.findByText('Gepubliceerd: leerlingen zien het nu.')).toBeTruthy();
  });

  it("sets a statement's right answer, or none for an opinion", async () => {
    serve();
    show();
    const answer = await screen.findByRole('combobox', { name: 'Stelling 1: Stelling een' });
    fireEvent.mouseDown(answer);
    fireEvent.click(await screen.findByRole('option', { name: 'Oneens' }));
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() =>
      expect(request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data).toEqual({
        data: {
          ...deck,
          cards: [{ ...deck.cards[0], correct: 'disagree' }, ...deck.cards.slice(1)],
        },
      }),
    );
  });

  it('adds, moves and removes statements, moving focus and checking the list first', async () => {
    serve();
    show();
    await screen.findByRole('group', { name: 'Stelling 1 · Stelling' });
    fireEvent.click(screen.getByRole('button', { name: 'Stelling toevoegen' }));
    // Focus moves into the new statement, and a screen reader hears it was added.
    const added = document.getElementById('entry-cards-12')!;
    await waitFor(() => expect(added.contains(document.activeElement)).toBe(true));
    expect(screen.getByText('Stelling 13 toegevoegd.')).toBeTruthy();

    // Thirteen statements: refused here, at the list, without asking the server.
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    expect(
      await screen.findByText('Deze lijst heeft te veel onderdelen: haal er een weg'),
    ).toBeTruthy();
    expect(request.mock.calls.some(([config]) => config.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Verwijderen: Stelling 13' }));
    await waitFor(() =>
      expect(screen.queryByText('Deze lijst heeft te veel onderdelen: haal er een weg')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Omlaag: Stelling 1' }));
    expect(screen.getByText('Stelling 1 staat nu op plaats 2.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.closest('li')?.id).toBe('entry-cards-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() =>
      expect(
        (
          request.mock.calls.find(([config]) => config.method === 'PUT')?.[0].data as {
            data: typeof deck;
          }
        )?.data.cards
          .map((card) => card.id)
          .slice(0, 3),
      ).toEqual(['s2', 's1', 's3']),
    );
  });

  it('shows the server’s problem at the field it names', async () => {
    serve({ refuseDraft: true });
    show();
    const statement = await screen.findByRole('group', { name: 'Stelling 1 · Stelling' });
    fireEvent.change(within(statement).getByLabelText('Darija'), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    expect(await within(statement).findByText('Vul deze tekst in, in beide talen')).toBeTruthy();
  });
});
