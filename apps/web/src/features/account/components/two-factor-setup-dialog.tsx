import { zodResolver } from '@hookform/resolvers/zod';
import { otpSchema } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeField } from '../../../components/form/code-field';
import { useErrorText } from '../../../lib/api-error';
import { useConfirmTwoFactor, useStartTwoFactor } from '../api/two-factor';
import { BackupCodesList } from './backup-codes-list';
import { PasswordPrompt } from './password-prompt';

const codeForm = z.object({ code: otpSchema });

/** The authenticator app's QR code, drawn here (the qrcode library loads with this dialog). */
function QrCode({ uri }: { uri: string }) {
  const { t } = useTranslation('account');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(uri, { width: 220, margin: 1 }).then((url) => isCurrent && setSrc(url)),
    );
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <Box sx={{ width: 220, height: 220, mx: 'auto', bgcolor: '#fff' }}>
      {src && <img src={src} width={220} height={220} alt={t('twoFactor.qrAlt')} />}
    </Box>
  );
}

/** Password, then scan and prove with a code, then the backup codes (shown once). */
export function TwoFactorSetupDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const errorText = useErrorText();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const { control, handleSubmit } = useForm<{ code: string }>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const setup = start.data;
  const secret = setup ? (new URL(setup.totpURI).searchParams.get('secret') ?? '') : '';

  const onConfirm = handleSubmit(({ code }) => confirm.mutate(code));

  return (
    <Dialog open onClose={onClose} aria-labelledby="two-factor-setup-title" fullWidth>
      <DialogTitle id="two-factor-setup-title">{t('twoFactor.setUp')}</DialogTitle>
      <DialogContent>
        {!setup ? (
          <PasswordPrompt
            intro={t('twoFactor.passwordStep')}
            submitLabel={t('common:actions.next')}
            isPending={start.isPending}
            error={start.error ? errorText(start.error) : null}
            onSubmit={(password) => start.mutate(password)}
          />
        ) : !confirm.isSuccess ? (
          <Box component="form" noValidate onSubmit={onConfirm} sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t('twoFactor.scanStep')}</Typography>
            <QrCode uri={setup.totpURI} />
            <Typography
              component="p"
              dir="ltr"
              aria-label={t('twoFactor.secretLabel')}
              sx={{ fontFamily: 'monospace', textAlign: 'center', wordBreak: 'break-all' }}
            >
              {secret.match(/.{1,4}/g)?.join(' ')}
            </Typography>
            <Typography>{t('twoFactor.codeStep')}</Typography>
            <CodeField name="code" control={control} />
            {confirm.error && (
              <Alert severity="error" role="alert">
                {errorText(confirm.error)}
              </Alert>
            )}
            <Button type="submit" variant="contained" loading={confirm.isPending}>
              {t('twoFactor.turnOn')}
            </Button>
          </Box>
        ) : (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="success" role="status">
              {t('twoFactor.turnedOn')}
            </Alert>
            <BackupCodesList codes={setup.backupCodes} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        {confirm.isSuccess ? (
          <Button variant="contained" onClick={onClose}>
            {t('backupCodes.done')}
          </Button>
        ) : (
          <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
