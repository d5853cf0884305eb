import type { StoryChapter } from '@leerloop/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import mcStory from '../../../locales/mc/story.json';
import nlStory from '../../../locales/nl/story.json';
import { appTheme } from '../../../lib/theme';
import { GrowthChart } from './growth-chart';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { story: nlStory }, mc: { story: mcStory } },
    interpolation: { escapeValue: false },
  });
});
// jsdom lays nothing out: the chart gets a phone's width.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 390,
  } as DOMRect);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const chapter = (
  week: number,
  state: StoryChapter['state'],
  [modulesDone, modulesTotal, tasksAnswered, tasksTotal]: [number, number, number, number],
): StoryChapter => ({
  id: `story-${week}`,
  week,
  title: { nl: `Week ${week}`, mc: `السيمانة ${week}` },
  state,
  unlocksAt: state === 'locked' ? '2026-12-07T23:00:00.000Z' : null,
  body: null,
  image: null,
  isNew: false,
  ownWords: null,
  progress: { modulesDone, modulesTotal, tasksAnswered, tasksTotal, deckFinished: false },
});

// Week 1 under way (2 of 5 parts: 40 %), week 2 not open yet.
const chapters = [chapter(1, 'open', [1, 2, 1, 3]), chapter(2, 'locked', [0, 2, 0, 2])];

async function show(language: 'nl' | 'mc', list = chapters, current?: number) {
  await i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={appTheme(language === 'mc' ? 'rtl' : 'ltr')}>
        <GrowthChart chapters={list} current={current} />
      </ThemeProvider>
    </I18nextProvider>,
  );
}

const weekX = (container: HTMLElement, week: number) =>
  Number(container.querySelector(`[data-week="${week}"] rect`)!.getAttribute('x'));

describe('the growth chart', { timeout: 20_000 }, () => {
  it('gives a screen reader every week as a row of a table', async () => {
    await show('nl', chapters, 1);
    const table = screen.getByRole('table', { name: 'Je groei per week' });
    expect(within(table).getByRole('row', { name: 'Week 1 (deze week) 40% Bezig' })).toBeTruthy();
    expect(within(table).getByRole('row', { name: 'Week 2 0% Nog op slot' })).toBeTruthy();
    expect(
      screen.getByTestId('growth-chart').querySelector('svg')!.getAttribute('aria-hidden'),
    ).toBe('true');
  });

  it('shows one week as a value on a percentage axis, not as a shape', async () => {
    const { container } = await show('nl', [chapter(1, 'open', [1, 2, 1, 3])]);
    const picture = within(screen.getByTestId('growth-chart'));
    expect(picture.getByText('40%')).toBeTruthy();
    for (const tick of ['0%', '50%', '100%']) expect(picture.getByText(tick)).toBeTruthy();
    expect(picture.getByText('W1')).toBeTruthy();
    // A column of its own width, not a block across the whole chart.
    const column = container.querySelector('[data-week="1"] rect')!;
    expect(Number(column.getAttribute('width'))).toBeLessThanOrEqual(64);
  });

  it('reads in Darija from right to left, with Latin digits', async () => {
    const { container } = await show('mc', chapters, 1);
    const table = screen.getByRole('table', { name: 'التطور ديالك كل سيمانة' });
    const row = within(table).getByRole('row', { name: /^السيمانة 1 \(هاد السيمانة\)/ });
    expect(row.textContent).toMatch(/40.?%/);
    expect(row.textContent).toContain('كتخدم عليها');
    expect(container.textContent).not.toMatch(/[\u0660-\u0669]/);
    expect(within(screen.getByTestId('growth-chart')).getByText('س1')).toBeTruthy();
    // Week 1 on the right, week 2 to its left.
    expect(weekX(container, 1)).toBeGreaterThan(weekX(container, 2));
  });
});
