import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import mcCommon from '../../locales/mc/common.json';
import mcReview from '../../locales/mc/review.json';
import nlCommon from '../../locales/nl/common.json';
import nlReview from '../../locales/nl/review.json';
import { AnswerStatusChip } from './answer-status-chip';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'nl',
    resources: { nl: { common: nlCommon }, mc: { common: mcCommon } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe("an answer's status", () => {
  it('has the name of the coach’s filter for the same state (issue 20)', async () => {
    for (const [language, review] of [
      ['nl', nlReview],
      ['mc', mcReview],
    ] as const) {
      await i18n.changeLanguage(language);
      render(
        <I18nextProvider i18n={i18n}>
          <AnswerStatusChip status="needs-work" />
        </I18nextProvider>,
      );
      expect(screen.getByText(review.filters['needs-work'])).toBeTruthy();
      cleanup();
    }
    expect(nlReview.filters['needs-work']).toBe('Aanpassing gevraagd');
  });
});
