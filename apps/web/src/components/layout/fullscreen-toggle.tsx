import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec §1: on an iPhone there is no fullscreen API for pages; we explain Safari's own way. */
export const isIphone = () => /iPhone/.test(navigator.userAgent);

export function FullscreenToggle() {
  const { t } = useTranslation('layout');
  const [isFullscreen, setFullscreen] = useState(() => Boolean(document.fullscreenElement));
  const [isHelpOpen, setHelpOpen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = async () => {
    if (isIphone() || !document.documentElement.requestFullscreen) return setHelpOpen(true);
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch (error) {
      console.error(error);
    }
  };

  const label = isFullscreen ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <>
      <Tooltip title={label}>
        <IconButton onClick={toggle} aria-label={label} aria-pressed={isFullscreen} color="inherit">
          {isFullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Tooltip>
      <Dialog
        open={isHelpOpen}
        onClose={() => setHelpOpen(false)}
        aria-labelledby="iphone-fullscreen-title"
      >
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
          <Button onClick={() => setHelpOpen(false)} variant="contained">
            {t('common:actions.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
