import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Spec §2: on iPhone the toggle explains Safari's own way (tap Aa, then hide the toolbar). */
export default function IphoneFullscreenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  return (
    <Dialog open onClose={onClose} aria-labelledby="iphone-fullscreen-title">
      <DialogTitle id="iphone-fullscreen-title">{t('fullscreen.iphoneTitle')}</DialogTitle>
      <DialogContent>
        <Typography gutterBottom>{t('fullscreen.iphoneIntro')}</Typography>
        <ol>
          <li>{t('fullscreen.iphoneStep1')}</li>
          <li>{t('fullscreen.iphoneStep2')}</li>
          <li>{t('fullscreen.iphoneStep3')}</li>
        </ol>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          {t('common:actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
