import { type Endpoint, pathOf, type ReviewResponse } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nlAssignments from '../../../locales/nl/assignments.json';
import { ReviewResponseNotice } from './review-response-notice';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/api-client', async (importOriginal) =>
  (await import('../../../lib/api-client.testing')).apiClientCalling(call, await importOriginal()),
);
vi.mock('../../../lib/session', () => ({ useSessionUser: () => ({ id: 'lina' }) }));
vi.mock('../../../lib/realtime', () => ({ realtime: { follow: () => () => {} } }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { assignments: nlAssignments } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  call.mockReset();
});

const response = (overrides: Partial<ReviewResponse>): ReviewResponse => ({
  answerId: 'a1',
  assignmentId: 'w1-opdracht',
  taskId: 't1',
  week: 1,
  taskNumber: 1,
  assignmentTitle: { nl: 'Wie ben ik?', mc: 'شكون أنا؟' },
  outcome: 'needs-work',
  reviewedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

function show(responses: ReviewResponse[]) {
  call.mockResolvedValue({ status: 'success', data: { count: responses.length, responses } });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ReviewResponseNotice />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("the home's notice of a coach's response", () => {
  it('names the week and the task, says what the coach decided and leads to the answer', async () => {
    show([response({}), response({ answerId: 'a2', taskNumber: 2, outcome: 'approved' })]);
    const notice = await screen.findByRole('status');
    expect(await screen.findByText('Je coach heeft gereageerd op week 1')).toBeTruthy();
    expect(notice.textContent).toContain('Taak 1: je coach vraagt je iets aan te passen.');
    expect(notice.textContent).toContain('Taak 2: goedgekeurd!');
    expect(screen.getByRole('link', { name: 'Bekijk het' }).getAttribute('href')).toBe(
      '/dashboards/assignments?answer=a1',
    );
    const [endpoint] = call.mock.calls[0] as [Endpoint];
    expect(`${endpoint.method} ${pathOf(endpoint)}`).toBe('GET /review-responses');
  });

  it('counts the answers when the responses are on several weeks', async () => {
    show([response({ week: 1 }), response({ answerId: 'a3', week: 2, outcome: 'approved' })]);
    expect(await screen.findByText('Je coach heeft gereageerd op 2 antwoorden')).toBeTruthy();
    expect(screen.getByText('Week 2, taak 1: goedgekeurd!')).toBeTruthy();
  });

  it('shows nothing but an empty live region when there is nothing new', async () => {
    show([]);
    await vi.waitFor(() => expect(call).toHaveBeenCalled());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
