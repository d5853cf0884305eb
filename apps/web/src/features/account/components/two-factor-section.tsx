import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { useErrorText } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useRegenerateBackupCodes, useTurnOffTwoFactor } from '../api/two-factor';
import { BackupCodesList } from './backup-codes-list';
import { PasswordPrompt } from './password-prompt';

// The set-up dialog brings the QR code library; only those who set up the app load it.
const TwoFactorSetupDialog = lazy(() =>
  import('./two-factor-setup-dialog').then((module) => ({ default: module.TwoFactorSetupDialog })),
);

type OpenDialog = 'setup' | 'turnOff' | 'backupCodes' | null;

/** The authenticator app as second step: set up, turn off, and a new set of backup codes. */
export function TwoFactorSection() {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const user = useSessionUser();
  const [open, setOpen] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const turnOff = useTurnOffTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const isOn = Boolean(user?.secondSteps.includes('totp'));

  const close = () => {
    setOpen(null);
    turnOff.reset();
    regenerate.reset();
  };

  return (
    <Panel title={t('twoFactor.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Chip
          label={isOn ? t('twoFactor.on') : t('twoFactor.off')}
          color={isOn ? 'success' : 'default'}
          size="small"
        />
      </Box>
      <Typography color="text.secondary">{t('twoFactor.intro')}</Typography>
      {notice && (
        <Alert severity="success" role="status" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {isOn ? (
          <>
            <Button variant="outlined" onClick={() => setOpen('backupCodes')}>
              {t('twoFactor.newBackupCodes')}
            </Button>
            <Button color="error" onClick={() => setOpen('turnOff')}>
              {t('twoFactor.turnOff')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={() => setOpen('setup')}>
            {t('twoFactor.setUp')}
          </Button>
        )}
      </Box>
      <Typography variant="h3" component="h3" sx={{ mt: 1 }}>
        {t('backupCodes.title')}
      </Typography>
      <Typography color="text.secondary">{t('backupCodes.intro')}</Typography>

      {open === 'setup' && (
        <Suspense fallback={null}>
          <TwoFactorSetupDialog onClose={close} />
        </Suspense>
      )}
      {open === 'turnOff' && (
        <Dialog open onClose={close} aria-labelledby="two-factor-off-title" fullWidth>
          <DialogTitle id="two-factor-off-title">{t('twoFactor.turnOffTitle')}</DialogTitle>
          <DialogContent>
            <PasswordPrompt
              intro={t('twoFactor.turnOffWarning')}
              submitLabel={t('twoFactor.turnOff')}
              isPending={turnOff.isPending}
              error={turnOff.error ? errorText(turnOff.error) : null}
              onSubmit={(password) =>
                turnOff.mutate(password, {
                  onSuccess: () => {
                    close();
                    setNotice(t('twoFactor.turnedOff'));
                  },
                })
              }
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
          </DialogActions>
        </Dialog>
      )}
      {open === 'backupCodes' && (
        <Dialog open onClose={close} aria-labelledby="backup-codes-title" fullWidth>
          <DialogTitle id="backup-codes-title">{t('twoFactor.newBackupCodes')}</DialogTitle>
          <DialogContent>
            {regenerate.data ? (
              <BackupCodesList codes={regenerate.data} />
            ) : (
              <PasswordPrompt
                intro={t('backupCodes.regenerateWarning')}
                submitLabel={t('twoFactor.newBackupCodes')}
                isPending={regenerate.isPending}
                error={regenerate.error ? errorText(regenerate.error) : null}
                onSubmit={(password) => regenerate.mutate(password)}
              />
            )}
          </DialogContent>
          <DialogActions>
            {regenerate.data ? (
              <Button variant="contained" onClick={close}>
                {t('backupCodes.done')}
              </Button>
            ) : (
              <Button onClick={close}>{t('common:actions.cancel')}</Button>
            )}
          </DialogActions>
        </Dialog>
      )}
    </Panel>
  );
}
