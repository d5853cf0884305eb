import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { useSsoConnections } from '../../../lib/sso-connections';
import { useLinkAccount, useLinkedAccounts, useUnlinkAccount } from '../api/connected-accounts';

/** Spec §2 connected accounts: each school sign-in of Leerloop, linked or not; link, unlink. */
export function ConnectedAccountsSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const connections = useSsoConnections();
  const linked = useLinkedAccounts();
  const link = useLinkAccount();
  const unlink = useUnlinkAccount();
  if (!connections.data?.length) return null;
  const error = link.error ?? unlink.error;

  return (
    <Panel title={t('connected.title')}>
      <Typography color="text.secondary">{t('connected.intro')}</Typography>
      {error && (
        <Alert severity="error" role="alert">
          {errorText(error)}
        </Alert>
      )}
      <List aria-label={t('connected.title')}>
        {connections.data.map((connection) => {
          const account = linked.data?.find((entry) => entry.providerId === connection.id);
          const isLinked = Boolean(account);
          return (
            <ListItem key={connection.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText primary={connection.name} />
              {isLinked && <Chip size="small" color="success" label={t('connected.linked')} />}
              {isLinked ? (
                <Button
                  color="error"
                  onClick={() => account && unlink.mutate(account.id)}
                  loading={unlink.isPending}
                  aria-label={t('connected.unlinkFor', { name: connection.name })}
                >
                  {t('connected.unlink')}
                </Button>
              ) : (
                <Button
                  onClick={() => link.mutate(connection.id)}
                  loading={link.isPending}
                  aria-label={t('connected.linkFor', { name: connection.name })}
                >
                  {t('connected.link')}
                </Button>
              )}
            </ListItem>
          );
        })}
      </List>
    </Panel>
  );
}
