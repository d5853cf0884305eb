import { toLanguage } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LocationLoadingScreen } from '../../components/layout/location-loading-screen';
import { paths } from '../../config/paths';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { ChatScreen } from '../../features/imi/components/chat-screen';
import { setLanguage } from '../../lib/i18n';
import { adoptSession, useSessionUser } from '../../lib/session';

/** Where a frame on another site stands with the learner's Leerloop session. */
type Access = 'checking' | 'ask' | 'signed-out' | 'signed-in';

/** Whether this frame may already use Leerloop's cookies (no Storage Access API: it may). */
const hasCookieAccess = async () =>
  typeof document.hasStorageAccess !== 'function' || (await document.hasStorageAccess());

/**
 * /iframe (spec §2): Imi without the layout, for an organisation's own site to embed (the
 * server lets only the sites it lists frame this page). A frame on another site has storage of
 * its own, and many browsers hold back Leerloop's cookies there until the learner allows it once
 * (the Storage Access API): then the session signed in at Leerloop is taken up. Signing in
 * happens in a tab of its own; back on the site, the frame looks again.
 */
export function Component() {
  const { t } = useTranslation('imi');
  const user = useSessionUser();
  // Looked at again whenever the learner comes back to the site (signed in in another tab).
  const session = useQuery({
    queryKey: ['iframe-session'],
    queryFn: async (): Promise<Access> => {
      // Until a learner is known, the site may say which language to show (`&lang=mc`); once
      // one is, their own language applies.
      const language = new URLSearchParams(window.location.search).get('lang');
      if (language) await setLanguage(toLanguage(language));
      if (await adoptSession().catch(() => null)) return 'signed-in';
      return (await hasCookieAccess()) ? 'signed-out' : 'ask';
    },
    enabled: !user,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const access: Access = user ? 'signed-in' : (session.data ?? 'checking');

  const allow = async () => {
    // The browser may ask the learner; refused, the sign-in link is what is left.
    await document.requestStorageAccess().catch(() => null);
    await session.refetch();
  };

  return (
    <Box component="main" sx={{ position: 'relative', p: 2 }}>
      <LocationLoadingScreen />
      {access === 'signed-in' ? (
        <ConsentGate>
          <ChatScreen />
        </ConsentGate>
      ) : access === 'checking' ? (
        <Typography role="status" color="text.secondary">
          {t('embed.checking')}
        </Typography>
      ) : access === 'ask' ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={allow}>
              {t('embed.accessButton')}
            </Button>
          }
        >
          {t('embed.access')}
        </Alert>
      ) : (
        <Alert severity="info">
          {t('embed.signIn')}{' '}
          <Link href={paths.auth.login} target="_blank" rel="noopener">
            {t('embed.signInLink')}
          </Link>
        </Alert>
      )}
    </Box>
  );
}
