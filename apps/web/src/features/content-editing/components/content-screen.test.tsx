import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RequestConfig } from '../../../lib/http';
import { ContentScreen } from './content-screen';
import { editorTestSetup, ok } from './editor-test-setup';

const { request, show } = editorTestSetup();

describe("an organisation's own items", () => {
  it('are listed from its own address, and link to its own editor', async () => {
    request.mockImplementation((async (config: RequestConfig) =>
      ok({
        weeks: [
          {
            id: 'week-1',
            number: 1,
            title: { nl: 'Wie ben ik', mc: 'شكون أنا' },
            items: [
              {
                id: 'onze-tip-abc123',
                kind: 'brainfood',
                title: { nl: 'Onze tip', mc: 'النصيحة ديالنا' },
                hasDraft: true,
                isNew: true,
                publishedAt: null,
              },
            ],
            imagesUrl: '/content-images/01-wie-ben-ik/',
            images: [],
            canAdd: config.url.includes('org-1') ? ['module'] : [],
          },
        ],
      })) as never);
    show(<ContentScreen scope={{ orgId: 'org-1' }} />);
    const tip = await screen.findByRole('link', { name: 'Onze tip' });
    expect(request.mock.calls[0]![0].url).toBe('/organizations/org-1/content');
    expect(tip.getAttribute('href')).toBe(
      '/dashboards/organizations/org-1/content/onze-tip-abc123',
    );
    expect(screen.getByText('Nieuw')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Module toevoegen' }).getAttribute('href')).toBe(
      '/dashboards/organizations/org-1/content/new/week-1/module',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Eigen onderdelen van het programma',
    );
  });
});
