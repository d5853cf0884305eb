import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../../lib/session';
import { radius } from '../../../lib/theme';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { weekStreakOf } from './week-streak';

/**
 * Issue 24 item 6: for a learner who turned it on, the weeks in a row with the week's work
 * done, said kindly. Nothing at all while it is off or there is no row yet: never a count
 * that went back to zero.
 */
export function WeekStreakCard() {
  const { t } = useTranslation('modules');
  const user = useSessionUser();
  const { data } = useMicrolearningModules();
  if (!user?.weekStreak || !data) return null;
  const count = weekStreakOf(data.weeks, data.currentWeek);
  if (count === 0) return null;
  return (
    <Paper
      component="section"
      aria-label={t('weekStreak.label')}
      sx={{ p: 2, borderRadius: radius.xl, display: 'flex', gap: 1.5, alignItems: 'center' }}
    >
      <EventRepeatIcon color="primary" aria-hidden />
      <Typography>{t('weekStreak.text', { count })}</Typography>
    </Paper>
  );
}
