import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { ConsentGate } from '../../features/consent/components/consent-gate';
import { ChatScreen } from '../../features/imi/components/chat-screen';
import { useSessionUser } from '../../lib/session';

/**
 * /iframe (spec §2): Imi without the layout, for an organisation's own site to embed (the
 * server lets only this page be framed). Signing in happens in a tab of its own.
 */
export function Component() {
  const { t } = useTranslation('imi');
  const user = useSessionUser();
  return (
    <Box component="main" sx={{ p: 2 }}>
      {user ? (
        <ConsentGate>
          <ChatScreen />
        </ConsentGate>
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
