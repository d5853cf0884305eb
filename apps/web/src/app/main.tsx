import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '../lib/i18n';
import { revalidateSession } from '../lib/session';
import { App } from './app';
import { AppProviders } from './providers';
import './global.css';

await initI18n();
void revalidateSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <App />
    </AppProviders>
  </StrictMode>,
);
