import type { ImiSource } from '@leerloop/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import nlImi from '../../../locales/nl/imi.json';
import { AnswerSource } from './answer-source';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { imi: nlImi } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const show = (source: ImiSource) =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <AnswerSource source={source} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const rijksoverheid = {
  name: 'Rijksoverheid',
  url: 'https://www.rijksoverheid.nl/onderwerpen/werktijden',
};

describe("an answer's source", () => {
  it('is the programme item inside the app, with the official page beside it in a new tab', () => {
    show({
      kind: 'module',
      id: 'w5-je-rechten-op-het-werk',
      title: { nl: 'Je rechten op het werk', mc: 'الحقوق ديالك فالخدمة' },
      week: 5,
      card: 'c5',
      more: rijksoverheid,
    });
    const item = screen.getByRole('link', { name: 'Je rechten op het werk' });
    expect(item.getAttribute('href')).toBe('/dashboards/games/module/w5-je-rechten-op-het-werk');
    expect(item.getAttribute('target')).toBeNull();
    const more = screen.getByRole('link', { name: /^Meer info: Rijksoverheid/ });
    expect(more.getAttribute('href')).toBe(rijksoverheid.url);
    expect(more.getAttribute('target')).toBe('_blank');
    expect(more.getAttribute('rel')).toBe('noopener noreferrer');
    expect(more.textContent).toContain('(opent in een nieuw tabblad)');
  });

  it('is only the official website when Leerloop has no item on it', () => {
    show({
      kind: 'website',
      id: rijksoverheid.url,
      title: { nl: 'Rijksoverheid', mc: 'Rijksoverheid' },
      week: 0,
      more: rijksoverheid,
    });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe(rijksoverheid.url);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.textContent).toMatch(/^Rijksoverheid/);
    expect(screen.queryByText(/Meer info/)).toBeNull();
  });

  it('never links a page outside the web (a javascript: address is dropped)', () => {
    show({
      kind: 'website',
      id: 'javascript:alert(1)',
      title: { nl: 'Kwaad', mc: 'Kwaad' },
      week: 0,
      more: { name: 'Kwaad', url: 'javascript:alert(1)' },
    });
    expect(document.body.innerHTML).not.toContain('javascript:');
  });
});
