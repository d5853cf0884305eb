import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import SwipeIcon from '@mui/icons-material/Swipe';
import type { ProgrammeWeek } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTile } from '../../../components/cards/activity-tile';
import { QueryState } from '../../../components/feedback/query-state';
import { RenderApart } from '../../../components/layout/render-apart';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { ModuleGrid } from './module-tile';
import { nextStepOf } from './next-step';
import { NextStepCard } from './next-step-card';

interface Props {
  /** The week's Brainfood tile (another feature counts its items). */
  brainfoodTile?: (week: ProgrammeWeek) => ReactNode;
}

/**
 * The home screen's programme part: the one next step with the week's progress ring first
 * (decision 029), then the rest of the current week — its modules and its other activities.
 */
export function WeekOverview({ brainfoodTile }: Props) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningModules();
  const week = query.data?.weeks.find((w) => w.number === query.data?.currentWeek);
  const next = query.data ? nextStepOf(query.data) : null;
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('loadFailed')}
      onRetry={() => void query.refetch()}
    >
      {week && next ? (
        <Box sx={{ display: 'grid', gap: 4 }}>
          <RenderApart name="next step">
            <NextStepCard next={next} week={week} />
          </RenderApart>
          {/* The rest of the week in tasks of its own, after the next step (issue 22). */}
          <Box component="section" aria-labelledby="current-week">
            <RenderApart name="week's modules">
              <Typography id="current-week" variant="h2" component="h2">
                {t('home.currentWeek', { title: pick(week.title) })}
              </Typography>
              <Typography color="text.secondary">{pick(week.intro)}</Typography>
              <ModuleGrid modules={week.modules} inParts />
            </RenderApart>
            <RenderApart name="week's activities">
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
                    review={week.assignment.review}
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
                {brainfoodTile?.(week)}
              </Box>
            </RenderApart>
          </Box>
        </Box>
      ) : (
        <Typography sx={{ mt: 3 }}>{t('empty')}</Typography>
      )}
    </QueryState>
  );
}
