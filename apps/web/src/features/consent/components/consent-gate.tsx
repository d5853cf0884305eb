import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyConsent } from '../api/my-consent';
import { ConsentStep } from './consent-step';

/**
 * Issue 18: a screen that uploads or talks to Imi shows the consent step instead, until the
 * learner is covered (an organisation, their age, or a parent). It opens by itself when the
 * parent consents: the server tells this tab over the realtime connection.
 */
export function ConsentGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('consent');
  const consent = useMyConsent();
  if (consent.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }} role="status">
        <CircularProgress aria-label={t('step.loading')} />
      </Box>
    );
  // Unknown (offline, say): the screen itself, whose calls say what is wrong.
  if (!consent.data || consent.data.step === null) return children;
  return <ConsentStep consent={consent.data} />;
}
