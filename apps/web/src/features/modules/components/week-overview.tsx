import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import SwipeIcon from '@mui/icons-material/Swipe';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { paths } from '../../../config/paths';
import { ActivityTile } from './activity-tile';
import { ModuleGrid } from './module-tile';
import { radius } from '../../../lib/theme';

/** The home screen's programme part: the current week, its progress and its modules. */
export function WeekOverview() {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningModules();
  const week = query.data?.weeks.find((w) => w.number === query.data?.currentWeek);
  const done = week?.modules.filter((m) => m.state === 'done').length ?? 0;
  const allModules = query.data?.weeks.flatMap((w) => w.modules) ?? [];
  const suggested = (query.data?.suggestions ?? []).flatMap((id) =>
    allModules.filter((m) => m.id === id),
  );
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {suggested.length > 0 && (
        <Box component="section" aria-labelledby="suggestions">
          <Typography id="suggestions" variant="h2" component="h2" sx={{ mt: 4 }}>
            {t('home.suggestions')}
          </Typography>
          <Typography color="text.secondary">{t('home.suggestionsIntro')}</Typography>
          <Box component="ol" sx={{ pl: 3, mt: 1, display: 'grid', gap: 0.5 }}>
            {suggested.map((module) => (
              <li key={module.id}>
                <Link
                  component={RouterLink}
                  to={paths.dashboards.module(module.id)}
                  underline="always"
                  sx={{ fontWeight: 700 }}
                >
                  {pick(module.title)}
                </Link>{' '}
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('week', { number: module.week })} · {t('minutes', { count: module.minutes })}
                </Typography>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {week ? (
        <Box component="section" aria-labelledby="current-week">
          <Typography id="current-week" variant="h2" component="h2" sx={{ mt: 4 }}>
            {t('home.currentWeek', { title: pick(week.title) })}
          </Typography>
          <Typography color="text.secondary">{pick(week.intro)}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, maxWidth: 480 }}>
            <LinearProgress
              variant="determinate"
              value={(done / Math.max(1, week.modules.length)) * 100}
              sx={{ flexGrow: 1, height: 8, borderRadius: radius.sm }}
              aria-label={t('home.weekProgress', { done, total: week.modules.length })}
            />
            <Typography variant="body2">
              {t('home.weekProgress', { done, total: week.modules.length })}
            </Typography>
          </Box>
          <ModuleGrid modules={week.modules} />
          <Typography variant="h3" component="h3" sx={{ mt: 3 }}>
            {t('home.thisWeek')}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              mt: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            }}
          >
            {week.swipeDeck && (
              <ActivityTile
                kind={t('home.swipeDeck')}
                icon={<SwipeIcon fontSize="small" aria-hidden />}
                title={week.swipeDeck.title}
                state={week.swipeDeck.state}
                to={week.isLocked ? undefined : paths.dashboards.swipeGame(week.swipeDeck.id)}
              />
            )}
            {week.assignment && (
              <ActivityTile
                kind={t('home.assignment')}
                icon={<AssignmentIcon fontSize="small" aria-hidden />}
                title={week.assignment.title}
                state={week.assignment.state}
                to={week.isLocked ? undefined : paths.dashboards.assignments}
              />
            )}
            {week.story && (
              <ActivityTile
                kind={t('home.story')}
                icon={<AutoStoriesIcon fontSize="small" aria-hidden />}
                title={week.story.title}
                state={week.story.state}
                to={week.isLocked ? undefined : paths.dashboards.evolution(week.number)}
              />
            )}
            {week.brainfoodCount > 0 && (
              <ActivityTile
                kind={t('home.brainfood')}
                icon={<LightbulbIcon fontSize="small" aria-hidden />}
                title={t('home.brainfoodItems', { count: week.brainfoodCount })}
                state={week.isLocked ? 'locked' : 'new'}
                to={week.isLocked ? undefined : paths.dashboards.brainfood}
              />
            )}
          </Box>
        </Box>
      ) : (
        <Typography sx={{ mt: 3 }}>{t('empty')}</Typography>
      )}
    </QueryState>
  );
}
