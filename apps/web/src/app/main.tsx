// The free font that stands in for museo-sans, self-hosted (decision 023).
import '@fontsource-variable/nunito-sans/wght.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { loadMuseoSans } from '../lib/museo-sans';
import { revalidateSession } from '../lib/session';
import { App } from './app';
import { AppProviders } from './providers';
import './global.css';

loadMuseoSans();
await initI18n();
void revalidateSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
