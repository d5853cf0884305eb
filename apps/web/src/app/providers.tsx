import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { toLanguage } from '@leerloop/contracts/language';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { directionOf } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { appTheme, THEME_NAME } from '../lib/theme';
import { storage } from '../lib/storage-keys';
import { styleCacheFor } from '../lib/style-cache';

storage.set('appTheme', THEME_NAME);

/**
 * Theme and direction follow the language; the query cache is shared by every screen. The
 * pre-render brings a style cache of its own per page (`styleCache`).
 */
export function AppProviders({
  children,
  styleCache,
}: {
  children: ReactNode;
  styleCache?: EmotionCache;
}) {
  const { i18n } = useTranslation();
  const direction = directionOf(toLanguage(i18n.language));
  return (
    <CacheProvider value={styleCache ?? styleCacheFor(direction)}>
      <ThemeProvider theme={appTheme(direction)}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
