import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import nlContent from '../../../locales/nl/content-editing.json';
import { RightAnswers } from './right-answers';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    defaultNS: 'content-editing',
    resources: { nl: { 'content-editing': nlContent } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const text = (nl: string) => ({ nl, mc: `نص ${nl}` });
const module = {
  id: 'm',
  items: [
    { type: 'card', id: 'c1', title: text('Kaart'), body: text('Uitleg') },
    { type: 'true-false', id: 'q1', statement: text('Klopt dit?'), correct: true },
    { type: 'order', id: 'q2', question: text('Zet op volgorde'), steps: [] },
  ],
};

describe('the right answers of a module', () => {
  it('lists its questions with a choice (not its cards), and sets one', async () => {
    const onChange = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <RightAnswers kind="module" data={module} onChange={onChange} />
      </I18nextProvider>,
    );
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Waar of niet waar 2: Klopt dit?' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Niet waar' }));
    expect(onChange).toHaveBeenCalledWith({
      ...module,
      items: [module.items[0], { ...module.items[1], correct: false }, module.items[2]],
    });
  });
});
