import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Celebration, popIn, riseIn } from '../../../components/feedback/celebration';
import { paths } from '../../../config/paths';
import { radius } from '../../../lib/theme';
import { modulesQuery } from '../api/get-microlearning-modules';

/**
 * A week is done when its modules, assignment and swipe deck are (then its story chapter
 * opens). Until the learner has read that chapter, the end screens of the week's work say so,
 * with the way to the chapter; right after the last piece (`celebrate`), with a big celebration.
 */
export function WeekDone({ week, celebrate = false }: { week: number; celebrate?: boolean }) {
  const { t } = useTranslation('modules');
  // Re-read: the module or deck that was just finished may have finished the week.
  const query = useQuery({ ...modulesQuery(), staleTime: 0 });
  const found = query.data?.weeks.find((w) => w.number === week);
  if (!found || found.isLocked || found.story?.state !== 'new') return null;
  return (
    <Paper
      component="section"
      aria-labelledby="week-done"
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: radius.xl,
        border: 2,
        borderColor: 'warning.main',
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        textAlign: 'start',
      }}
    >
      {celebrate && <Celebration size="big" />}
      <EmojiEventsIcon aria-hidden sx={{ fontSize: 56, color: 'warning.dark', ...popIn }} />
      <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start', ...riseIn(200) }}>
        <Typography id="week-done" variant="h2" sx={{ fontSize: '1.3rem' }}>
          {t('weekDone.title', { number: week })}
        </Typography>
        <Typography>{t('weekDone.text')}</Typography>
        <Button component={Link} to={paths.dashboards.story} variant="contained">
          {t('weekDone.read')}
        </Button>
      </Box>
    </Paper>
  );
}
