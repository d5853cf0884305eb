import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import type { GroupOverviewRow, GroupSummary, LearnerPathWeek } from '@leerloop/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';

import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import type { RequestConfig } from '../../../lib/http';
import nlCommon from '../../../locales/nl/common.json';
import nlGroups from '../../../locales/nl/groups.json';
import { GroupOverviewScreen } from './group-overview-screen';
import { LearnerPathScreen } from './learner-path-screen';

const request = vi.spyOn(apiClient, 'request');
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    defaultNS: 'common',
    resources: { nl: { groups: nlGroups, common: nlCommon, errors: nlErrors } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  request.mockReset();
});

const group = (canManage: boolean): GroupSummary => ({
  id: 'g-1',
  name: 'Klas 4C',
  organizationId: 'org-1',
  organizationName: 'De Wijkschool',
  accessCode: 'K7QM-3XPD-9RWT-HN4C',
  learnersCount: 2,
  coaches: [],
  timing: {
    startsOn: '2026-11-20',
    pace: 'weekly',
    openedThroughWeek: 1,
    currentWeek: 2,
    nextWeekOpensAt: '2026-12-03T23:00:00.000Z',
    weeksCount: 6,
  },
  canManage,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const row = (firstName: string, patch: Partial<GroupOverviewRow> = {}): GroupOverviewRow => ({
  userId: `u-${firstName.toLowerCase()}`,
  firstName,
  lastName: 'Jansen',
  currentWeek: 2,
  openedEarlyThroughWeek: null,
  isBehind: false,
  modulesDone: 2,
  modulesTotal: 12,
  bestScores: [],
  averageScore: 83,
  decksDone: 1,
  decksTotal: 6,
  isCurrentDeckDone: false,
  assignments: { open: 3, submitted: 1, approved: 1, needsChanges: 0 },
  lastActiveAt: '2026-11-28T09:30:00.000Z',
  imiFlags: { total: 0, unseen: 0 },
  ...patch,
});
const ok = (data: object) => ({ data: { status: 'success', data } });
const page = (total: number) => ({
  total,
  offset: 0,
  limit: 20,
  nextCursor: null,
  previousCursor: null,
});

const statement = (n: number) => ({ nl: `Stelling ${n}`, mc: `جملة ${n}` });
const charts = {
  learnersCount: 6,
  scores: [
    {
      moduleId: 'w1-m1',
      week: 1,
      title: { nl: 'Wie ben ik', mc: 'شكون أنا' },
      questions: 3,
      done: 4,
      bands: [1, 1, 0, 2],
      recall: 92,
      recallLearners: 3,
    },
    {
      moduleId: 'w1-m2',
      week: 1,
      title: { nl: 'Nog niet gedaan', mc: 'م' },
      questions: 3,
      done: 0,
      bands: [0, 0, 0, 0],
      recall: null,
      recallLearners: 0,
    },
  ],
  swipes: [
    {
      deckId: 'w1-deck',
      week: 1,
      title: { nl: 'Stellingen', mc: 'جمل' },
      players: 5,
      statements: [
        { cardId: 's1', statement: statement(1), crowd: { agreePercent: 80, count: 5 } },
        { cardId: 's2', statement: statement(2), crowd: null },
      ],
    },
  ],
  activity: {
    days: [
      { startsOn: '2026-11-28', active: 1 },
      { startsOn: '2026-11-29', active: 5 },
    ],
    weeks: [
      { startsOn: '2026-11-16', active: 2 },
      { startsOn: '2026-11-23', active: 6 },
    ],
  },
};

function serve(canManage = false) {
  request.mockImplementation((async (config: RequestConfig) => {
    const params = (config.params ?? {}) as { filter?: string };
    if (config.url === '/groups/g-1/overview') {
      const rows =
        params.filter === 'flagged'
          ? [row('Cas', { imiFlags: { total: 1, unseen: 1 } })]
          : [row('Anna', { isBehind: true }), row('Cas', { imiFlags: { total: 1, unseen: 1 } })];
      const weeks = [1, 2, 3].map((number) => ({
        number,
        title: { nl: `Thema ${number}`, mc: 'م' },
        open: number < 3 ? 2 : 0,
        done: number === 1 ? 1 : 0,
      }));
      return ok({ group: group(canManage), rows, page: page(rows.length), weeks });
    }
    if (config.url === '/groups/g-1/charts') return ok(charts);
    if (config.url === '/groups/g-1/learners/u-anna') {
      const week = (number: number, isOpen: boolean): LearnerPathWeek => ({
        number,
        title: { nl: `Thema ${number}`, mc: `موضوع ${number}` },
        isOpen,
        opensAt: isOpen ? null : '2026-12-03T23:00:00.000Z',
        isOpenedEarly: false,
        modules: [
          {
            id: `w${number}-m1`,
            title: { nl: `Module ${number}`, mc: 'م' },
            isDone: isOpen,
            isStarted: isOpen,
            bestScore: isOpen ? 2 : null,
            questions: 3,
          },
        ],
        deck: null,
        assignment: null,
      });
      return ok({
        group: group(false),
        learner: row('Anna'),
        weeks: [week(1, true), week(2, false)],
      });
    }
    if (config.method === 'POST') return ok(group(false));
    throw new Error(`unexpected ${config.method} ${config.url}`);
  }) as Parameters<typeof request.mockImplementation>[0]);
}

const show = (children: ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );

describe('the group overview', { timeout: 20_000 }, () => {
  it("shows a coach one row per learner with what they did, and the group's timing", async () => {
    serve();
    show(<GroupOverviewScreen groupId="g-1" />);
    expect(await screen.findByRole('heading', { name: 'Klas 4C' })).toBeTruthy();
    const anna = (await screen.findByRole('link', { name: 'Anna Jansen' })).closest('li')!;
    expect(within(anna).getByText('Week 2')).toBeTruthy();
    expect(within(anna).getByText('Loopt achter')).toBeTruthy();
    expect(within(anna).getByText(/Modules: 2 van 12 klaar · Gemiddelde score: 83%/)).toBeTruthy();
    expect(
      within(anna).getByText('Opdrachten: 3 open, 1 ingeleverd, 1 goedgekeurd, 0 aanpassen'),
    ).toBeTruthy();
    const cas = screen.getByRole('link', { name: 'Cas Jansen' }).closest('li')!;
    expect(within(cas).getByText('1 nieuwe Imi-melding')).toBeTruthy();
    expect(screen.getByText(/De groep is in week 2 van 6\./)).toBeTruthy();
    // Progress per week, as a table a screen reader reads.
    const chart = within(screen.getByRole('region', { name: 'Voortgang per week' })).getByRole(
      'table',
    );
    const week1 = within(chart).getByRole('rowheader', { name: '1' }).closest('tr')!;
    expect(
      within(week1)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1']);
    expect(screen.getByRole('button', { name: 'Week 3 openen voor de groep' })).toBeTruthy();
    // Managing the group is for Admins.
    expect(screen.queryByText('K7QM-3XPD-9RWT-HN4C')).toBeNull();
    // A coach exports the overview; the answers are for Admins, who review them.
    expect(
      screen.getByRole('link', { name: 'Overzicht downloaden (CSV)' }).getAttribute('href'),
    ).toMatch(/\/groups\/g-1\/export\/overview\?lang=nl$/);
    expect(screen.queryByRole('link', { name: 'Gedeelde antwoorden downloaden (CSV)' })).toBeNull();
  });

  it('draws the charts with their tables: scores, recall, swipe answers from five on, activity', async () => {
    serve();
    show(<GroupOverviewScreen groupId="g-1" />);
    const tableOf = async (name: string) =>
      within(await screen.findByRole('region', { name }, { timeout: 5000 })).getByRole('table');
    const cellsOf = (row: HTMLElement) =>
      within(row.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);

    const scores = await tableOf('Scores per module');
    expect(cellsOf(within(scores).getByRole('rowheader', { name: 'Week 1: Wie ben ik' }))).toEqual([
      '1',
      '1',
      '0',
      '2',
    ]);
    // A module nobody finished has no row.
    expect(within(scores).queryByText(/Nog niet gedaan/)).toBeNull();

    const recall = await tableOf('Wat de groep nog weet');
    expect(cellsOf(within(recall).getByRole('rowheader', { name: 'Week 1: Wie ben ik' }))).toEqual([
      '92%',
      '3',
    ]);
    expect(within(recall).queryByText(/Nog niet gedaan/)).toBeNull();

    const swipes = await tableOf('Swipe-antwoorden per stelling');
    expect(within(swipes).getByText('5 leerlingen speelden dit spel')).toBeTruthy();
    expect(cellsOf(within(swipes).getByRole('rowheader', { name: 'Stelling 1' }))).toEqual([
      '80%',
      '5',
    ]);
    expect(cellsOf(within(swipes).getByRole('rowheader', { name: 'Stelling 2' }))).toEqual([
      'Minder dan 5 antwoorden',
    ]);

    const activity = await tableOf('Activiteit');
    expect(cellsOf(within(activity).getByRole('rowheader', { name: 'zo 29 nov.' }))).toEqual(['5']);
    fireEvent.click(screen.getByRole('button', { name: 'Per week' }));
    expect(
      cellsOf(
        within(await tableOf('Activiteit')).getByRole('rowheader', { name: 'Week van ma 23 nov.' }),
      ),
    ).toEqual(['6']);
  });

  it('asks the server for the filter chosen, and opens the next week for the group', async () => {
    serve();
    show(<GroupOverviewScreen groupId="g-1" />);
    await screen.findByRole('link', { name: 'Anna Jansen' });
    fireEvent.click(screen.getByRole('button', { name: 'Imi-melding' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Anna Jansen' })).toBeNull());
    expect(
      request.mock.calls.some(
        ([config]) => (config.params as { filter?: string } | undefined)?.filter === 'flagged',
      ),
    ).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Week 3 openen voor de groep' }));
    await waitFor(() =>
      expect(
        request.mock.calls.find(([config]) => config.url === '/groups/g-1/open-week')?.[0].data,
      ).toEqual({ week: 3 }),
    );
  });

  it("shows an Admin the group's code and the way to put people in", async () => {
    serve(true);
    show(<GroupOverviewScreen groupId="g-1" />);
    expect(await screen.findByText('K7QM-3XPD-9RWT-HN4C')).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Gedeelde antwoorden downloaden (CSV)' })
        .getAttribute('href'),
    ).toMatch(/\/groups\/g-1\/export\/answers\?lang=nl$/);
    expect(screen.getByRole('searchbox', { name: 'Zoek op naam of e-mailadres' })).toBeTruthy();
  });

  it("shows a learner's path week by week, and opens the next week early for them", async () => {
    serve();
    show(<LearnerPathScreen groupId="g-1" userId="u-anna" />);
    expect(await screen.findByText('Week 1: Thema 1')).toBeTruthy();
    expect(screen.getByText('Module 1: 2 van 3 goed')).toBeTruthy();
    expect(screen.getByText(/^Gaat open op /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Week 2 nu al openen' }));
    await waitFor(() =>
      expect(
        request.mock.calls.find(
          ([config]) => config.url === '/groups/g-1/learners/u-anna/open-week',
        )?.[0].data,
      ).toEqual({ week: 2 }),
    );
  });
});
