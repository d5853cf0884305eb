import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { playSound, setSoundOn, useSoundOn } from '../../../lib/sound-effects';

/**
 * Sounds on right and wrong answers and celebrations: off until turned on, on this device only
 * (decision 030). Applied at once, with a sample, so the learner hears what they chose.
 */
export function SoundSetting() {
  const { t } = useTranslation('settings');
  const isOn = useSoundOn();
  return (
    <FormControlLabel
      sx={{ mt: 2, alignItems: 'flex-start', mx: 0, gap: 1 }}
      control={
        <Switch
          checked={isOn}
          onChange={(event) => {
            setSoundOn(event.target.checked);
            if (event.target.checked) playSound('right');
          }}
          slotProps={{ input: { 'aria-describedby': 'sound-setting-help' } }}
        />
      }
      label={
        <>
          <Typography sx={{ mt: 1 }}>{t('sounds.label')}</Typography>
          <Typography id="sound-setting-help" variant="body2" color="text.secondary">
            {t('sounds.help')}
          </Typography>
        </>
      }
    />
  );
}
