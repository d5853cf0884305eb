import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestConfig } from '../../../lib/http';
import { NewContentItemScreen } from './new-content-item-screen';
import { editorTestSetup, ok } from './editor-test-setup';

const { request, show: render } = editorTestSetup();

const week = {
  id: 'week-1',
  number: 1,
  title: { nl: 'Week 1', mc: 'سيمانة 1' },
  items: [],
  imagesUrl: '/content-images/01-week-1/',
  images: ['images/cover.svg'],
  canAdd: ['brainfood'],
};

describe('a new item', { timeout: 20_000 }, () => {
  it('starts empty, is checked before it is sent, and its first save adds it to the week', async () => {
    request.mockImplementation((async (config: RequestConfig) => {
      if (config.method === 'POST')
        return ok({
          id: 'nieuwe-tip-abc123',
          kind: 'brainfood',
          weekId: 'week-1',
          weekNumber: 1,
          imagesUrl: week.imagesUrl,
          published: null,
          isNew: true,
          publishedAt: null,
          draft: (config.data as { data: object }).data,
          draftUpdatedAt: '2026-11-30T01:00:00.000Z',
        });
      return ok({ weeks: [week] });
    }) as never);
    render(<NewContentItemScreen weekId="week-1" kind="brainfood" scope={{}} />);
    expect(await screen.findByText('Nieuw: Brainfood van week 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    const title = screen.getByRole('group', { name: 'Titel' });
    expect(await within(title).findAllByText('Vul deze tekst in, in beide talen')).toHaveLength(2);
    expect(request.mock.calls.some(([config]) => config.method === 'POST')).toBe(false);

    const fill = (name: string, nl: string, mc: string) => {
      const group = screen.getByRole('group', { name });
      fireEvent.change(within(group).getByLabelText('Nederlands'), { target: { value: nl } });
      fireEvent.change(within(group).getByLabelText('Darija'), { target: { value: mc } });
    };
    fill('Titel', 'Nieuwe tip', 'نصيحة جديدة');
    fill('Tekst', 'Schrijf het op.', 'كتبها.');
    fireEvent.click(screen.getByRole('button', { name: 'Concept opslaan' }));
    await waitFor(() =>
      expect(request.mock.calls.find(([config]) => config.method === 'POST')?.[0]).toMatchObject({
        url: '/admin/content/weeks/week-1/items',
        data: {
          kind: 'brainfood',
          data: {
            title: { nl: 'Nieuwe tip', mc: 'نصيحة جديدة' },
            body: { nl: 'Schrijf het op.', mc: 'كتبها.' },
          },
        },
      }),
    );
  });
});
