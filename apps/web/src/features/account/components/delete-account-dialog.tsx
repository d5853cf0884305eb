import { DELETE_ACCOUNT_CONFIRMATION } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/api-error';
import { useSessionUser } from '../../../lib/session';
import { useDeleteAccount } from '../api/delete-account';

/**
 * Spec §5: deleting the account needs 'Delete account' typed out, and the password (an account
 * without one confirms who it is by an e-mailed code when asked, see ReverificationDialog). Everything
 * goes: answers and their files, chats, progress. Then the public start page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'common']);
  const [confirm, setConfirm] = useState('');
  const [password, setPassword] = useState('');
  const needsPassword = useSessionUser()?.hasPassword ?? true;
  const remove = useDeleteAccount();
  const isConfirmed =
    confirm === DELETE_ACCOUNT_CONFIRMATION && (!needsPassword || password.length > 0);
  const errorText = useErrorText();
  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-account-title" fullWidth>
      <DialogTitle id="delete-account-title">{t('deleteAccount.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>{t('deleteAccount.warning')}</Typography>
        <TextField
          label={t('deleteAccount.confirmLabel', { text: DELETE_ACCOUNT_CONFIRMATION })}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          autoComplete="off"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        {needsPassword && (
          <TextField
            label={t('deleteAccount.password')}
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
        )}
        {remove.error && (
          <Alert severity="error" role="alert">
            {errorText(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={!isConfirmed}
          loading={remove.isPending}
          onClick={() => remove.mutate({ confirm, ...(needsPassword && { password }) })}
        >
          {t('deleteAccount.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
