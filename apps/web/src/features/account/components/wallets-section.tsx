import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { toApiError, useErrorText } from '../../../lib/api-error';
import {
  browserWallet,
  isRejectedByUser,
  useLinkWallet,
  useRemoveWallet,
  useWallets,
} from '../api/wallets';

/** Chains most wallets are on, by name; any other by its number. */
const chainNames: Record<number, string> = {
  1: 'Ethereum',
  10: 'Optimism',
  137: 'Polygon',
  8453: 'Base',
  42161: 'Arbitrum',
};

/**
 * Spec §2 "web3 wallets": an Ethereum wallet linked to this account by signing a message in the
 * wallet (no new account, and not a way to sign in); unlink it again.
 */
export function WalletsSection() {
  const { t } = useTranslation('account');
  const errorText = useErrorText();
  const wallets = useWallets();
  const link = useLinkWallet();
  const remove = useRemoveWallet();
  const hasWallet = Boolean(browserWallet());
  const failed = link.error ?? remove.error;
  const failure = (() => {
    if (!failed) return null;
    if (isRejectedByUser(failed)) return t('wallets.rejected');
    const { code } = toApiError(failed);
    if (code === 'WALLET_TAKEN') return t('wallets.taken');
    if (code === 'TOO_MANY_WALLETS') return errorText(failed);
    return t('wallets.failed');
  })();

  return (
    <Panel title={t('wallets.title')}>
      <Typography color="text.secondary">{t('wallets.intro')}</Typography>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      {(wallets.data ?? []).length > 0 && (
        <List aria-label={t('wallets.title')}>
          {wallets.data!.map((wallet) => (
            <ListItem key={wallet.id} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
              <ListItemText
                primary={wallet.address}
                secondary={chainNames[wallet.chainId] ?? t('wallets.chain', { id: wallet.chainId })}
                slotProps={{
                  primary: {
                    dir: 'ltr',
                    sx: { textAlign: 'start', fontFamily: 'monospace', wordBreak: 'break-all' },
                  },
                }}
              />
              <Button
                color="error"
                onClick={() => remove.mutate(wallet.id)}
                disabled={remove.isPending}
                aria-label={t('wallets.removeFor', { address: wallet.address })}
              >
                {t('wallets.remove')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
      {hasWallet ? (
        <Box>
          <Button variant="outlined" onClick={() => link.mutate()} loading={link.isPending}>
            {t('wallets.link')}
          </Button>
        </Box>
      ) : (
        <Typography color="text.secondary">{t('wallets.none')}</Typography>
      )}
    </Panel>
  );
}
