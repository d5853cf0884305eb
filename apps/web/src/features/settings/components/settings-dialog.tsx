import { type Language, toLanguage } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../../lib/i18n';
import { useSaveSettings } from '../api/save-settings';
import { LanguagePicker } from './language-picker';
import { SoundSetting } from './sound-setting';

/**
 * Language change and save (spec §2): applied at once and kept in the profile. And this
 * device's sounds (decision 030).
 */
export function SettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const [choice, setChoice] = useState<Language>(toLanguage(i18n.language));
  const save = useSaveSettings();

  const onSave = async () => {
    try {
      await save.mutateAsync({ langSelected: choice });
      await setLanguage(choice);
      onClose();
    } catch {
      // The message below says so; the choice stays selected for a retry.
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="settings-title" fullWidth>
      <DialogTitle id="settings-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography id="settings-language-label" gutterBottom>
          {t('language.label')}
        </Typography>
        <LanguagePicker value={choice} onChange={setChoice} labelledBy="settings-language-label" />
        {save.isError && (
          <Alert severity="error" role="alert">
            {t('language.saveFailed')}
          </Alert>
        )}
        <SoundSetting />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button onClick={onSave} variant="contained" loading={save.isPending}>
          {t('language.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
