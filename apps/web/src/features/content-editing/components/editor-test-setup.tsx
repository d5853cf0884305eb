import nlErrors from '@leerloop/contracts/i18n/nl/errors.json';
import nlValidation from '@leerloop/contracts/i18n/nl/validation.json';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, vi } from 'vitest';
import { apiClient } from '../../../lib/api-client';
import nlCommon from '../../../locales/nl/common.json';
import nlContent from '../../../locales/nl/content-editing.json';

/** The editor's tests: Dutch texts, the API client's requests to answer, a fresh cache each. */
export function editorTestSetup() {
  const request = vi.spyOn(apiClient, 'request');
  const i18n = i18next.createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: 'nl',
      defaultNS: 'common',
      resources: {
        nl: {
          'content-editing': nlContent,
          common: nlCommon,
          errors: nlErrors,
          validation: nlValidation,
        },
      },
      interpolation: { escapeValue: false },
    });
  });
  afterEach(() => {
    cleanup();
    request.mockReset();
  });
  const show = (screen: ReactNode) =>
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider
          client={new QueryClient({ defaultOptions: { queries: { retry: 0 } } })}
        >
          <MemoryRouter>{screen}</MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  return { request, show };
}

export const ok = (data: object) => ({ data: { status: 'success', data } });
