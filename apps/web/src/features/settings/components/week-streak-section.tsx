import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/layout/panel';
import { ProfileSwitch } from './reminders-section';

/** Issue 24 item 6: the week streak on the home screen, off until the learner turns it on. */
export function WeekStreakSection() {
  const { t } = useTranslation('settings');
  return (
    <Panel title={t('rhythm.title')}>
      <ProfileSwitch setting="weekStreak" label={t('rhythm.weekStreak')} />
      <Typography variant="body2" color="text.secondary">
        {t('rhythm.hint')}
      </Typography>
    </Panel>
  );
}
