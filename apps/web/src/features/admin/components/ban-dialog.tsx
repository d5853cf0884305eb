import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Asks once more before a user is banned: every session of theirs ends at once. */
export function BanDialog(props: {
  name: string;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Dialog open onClose={props.onCancel} aria-labelledby="ban-title">
      <DialogTitle id="ban-title">{t('banTitle', { name: props.name })}</DialogTitle>
      <DialogContent>
        <Typography>{t('banWarning')}</Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onCancel}>{t('common:actions.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          loading={props.isPending}
          onClick={props.onConfirm}
        >
          {t('ban')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
