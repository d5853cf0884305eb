import type { ProgrammeWeek } from '@leerloop/contracts';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActivityTile } from '../../../components/cards/activity-tile';
import { QueryState } from '../../../components/feedback/query-state';
import { RenderApart } from '../../../components/layout/render-apart';
import { iconPaths } from '../../../components/plain/path-icon';
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
        <div className="week-overview">
          <RenderApart name="next step">
            <NextStepCard next={next} week={week} />
          </RenderApart>
          {/* The rest of the week in tasks of its own, after the next step (issue 22). */}
          <section aria-labelledby="current-week">
            <RenderApart name="week's modules">
              <h2 id="current-week" className="type-h2">
                {t('home.currentWeek', { title: pick(week.title) })}
              </h2>
              <p className="type-body1">{pick(week.intro)}</p>
              <ModuleGrid modules={week.modules} inParts />
            </RenderApart>
            <RenderApart name="week's activities">
              <h3 className="type-h3 week-overview__activities-title">{t('home.thisWeek')}</h3>
              <div className="week-overview__activities">
                {week.swipeDeck && (
                  <ActivityTile
                    kind={t('home.swipeDeck')}
                    icon={iconPaths.Swipe}
                    title={week.swipeDeck.title}
                    state={week.swipeDeck.state}
                    to={week.isLocked ? undefined : paths.dashboards.swipeGame(week.swipeDeck.id)}
                  />
                )}
                {week.assignment && (
                  <ActivityTile
                    kind={t('home.assignment')}
                    icon={iconPaths.AssignmentOutlined}
                    title={week.assignment.title}
                    state={week.assignment.state}
                    review={week.assignment.review}
                    to={week.isLocked ? undefined : paths.dashboards.assignments}
                  />
                )}
                {week.story && (
                  <ActivityTile
                    kind={t('home.story')}
                    icon={iconPaths.AutoStoriesOutlined}
                    title={week.story.title}
                    state={week.story.state}
                    to={week.isLocked ? undefined : paths.dashboards.evolution(week.number)}
                  />
                )}
                {brainfoodTile?.(week)}
              </div>
            </RenderApart>
          </section>
        </div>
      ) : (
        <Typography sx={{ mt: 3 }}>{t('empty')}</Typography>
      )}
    </QueryState>
  );
}
