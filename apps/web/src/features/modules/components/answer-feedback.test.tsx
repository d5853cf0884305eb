import type { AnswerResult } from '@leerloop/contracts';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import nlModules from '../../../locales/nl/modules.json';
import { appTheme } from '../../../lib/theme';
import { AnswerFeedback } from './answer-feedback';
import { type Question, QuestionView } from './question-view';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { modules: nlModules } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const wrap = (children: ReactNode) => (
  <I18nextProvider i18n={i18n}>
    <ThemeProvider theme={appTheme('ltr')}>{children}</ThemeProvider>
  </I18nextProvider>
);
const text = (nl: string) => ({ nl, mc: `${nl} (mc)` });

const question: Question = {
  type: 'multiple-choice',
  id: 'q1',
  question: text('Wat past het best bij een sterke kant?'),
  options: [
    { id: 'a', text: text('Een 9 voor wiskunde') },
    { id: 'b', text: text('Iets wat je goed kunt en energie geeft') },
    { id: 'c', text: text('Wat je ouders verwachten') },
  ],
};
const wrong: AnswerResult = {
  isCorrect: false,
  correct: 'b',
  explanation: text('Een sterke kant kun je goed én geeft je energie.'),
};
const right: AnswerResult = { ...wrong, isCorrect: true };

const labelOf = (name: string) => screen.getByText(name).closest('label')!;

// The first render loads MUI: slow on a busy machine.
describe('an answered question', { timeout: 20_000 }, () => {
  it('marks the wrong choice red and the right option green, each with a word', () => {
    render(
      wrap(<QuestionView question={question} answer="a" onAnswer={() => {}} result={wrong} />),
    );
    const chosen = labelOf('Een 9 voor wiskunde');
    const good = labelOf('Iets wat je goed kunt en energie geeft');
    const other = labelOf('Wat je ouders verwachten');
    expect(within(chosen).getByText('Jouw antwoord (fout)')).toBeTruthy();
    expect(within(good).getByText('Goed antwoord')).toBeTruthy();
    expect(other.textContent).toBe('Wat je ouders verwachten');
    // Spec §9: error #FF1943, success #57CA22.
    expect(getComputedStyle(chosen).borderColor).toBe('rgb(255, 25, 67)');
    expect(getComputedStyle(good).borderColor).toBe('rgb(87, 202, 34)');
    for (const radio of screen.getAllByRole('radio'))
      expect((radio as HTMLInputElement).disabled).toBe(true);
  });

  it('marks nothing before the answer', () => {
    render(
      wrap(<QuestionView question={question} answer="a" onAnswer={() => {}} result={undefined} />),
    );
    expect(screen.queryByText('Goed antwoord')).toBeNull();
    expect(screen.queryByText('Jouw antwoord (fout)')).toBeNull();
  });

  it('says a wrong answer to a screen reader with the right one and why', () => {
    const feedback = (result?: AnswerResult) =>
      wrap(<AnswerFeedback question={question} result={result} streak={0} turn={0} />);
    const { rerender } = render(feedback());
    const live = screen.getByRole('status');
    expect(live.textContent).toBe('');

    rerender(feedback(wrong));
    expect(live.textContent).toBe(
      'Helaas, dat klopt niet. Het goede antwoord: Iets wat je goed kunt en energie geeft. Een sterke kant kun je goed én geeft je energie.',
    );
    expect(screen.getByText('Helaas, dat klopt niet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a right answer, with kind words from three in a row', () => {
    const feedback = (result?: AnswerResult) =>
      wrap(<AnswerFeedback question={question} result={result} streak={3} turn={0} />);
    const { rerender } = render(feedback());
    rerender(feedback(right));
    expect(screen.getByRole('status').textContent).toBe(
      'Goed zo! Drie goed op rij! Een sterke kant kun je goed én geeft je energie.',
    );
    expect(screen.getByText('Drie goed op rij!')).toBeTruthy();
  });

  it('shows, but does not say again, an answer given before (a resumed module)', () => {
    render(wrap(<AnswerFeedback question={question} result={right} streak={1} turn={0} />));
    expect(screen.getByText('Goed zo!')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
