import CelebrationIcon from '@mui/icons-material/Celebration';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Celebration, popIn, riseIn } from '../../../components/feedback/celebration';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningContent } from '../api/get-microlearning-content';
import { useRestartModule } from '../api/module-progress';
import { radius } from '../../../lib/theme';
import { WeekDone } from './week-done';

/**
 * /dashboards/games/module/{moduleId}/end: the score, and what next. Straight after finishing
 * (not on a later visit) with confetti and, when sounds are on, a tune; when that module also
 * finished the week, the week's own celebration.
 */
export function ModuleEnd({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningContent(moduleId);
  const restart = useRestartModule();
  const location = useLocation();
  const justFinished = Boolean((location.state as { justFinished?: boolean } | null)?.justFinished);
  const content = query.data;
  const score = content?.progress.score;
  const total = content?.questionCount ?? 0;
  const praise =
    score === total
      ? t('end.perfect')
      : score !== null && score !== undefined && score >= total / 2
        ? t('end.good')
        : t('end.keepGoing');

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('moduleLoadFailed')}
      notFoundText={t('notFound')}
      onRetry={() => void query.refetch()}
    >
      {content && (
        <Box sx={{ maxWidth: 640, mx: 'auto', display: 'grid', gap: 2 }}>
          <WeekDone week={content.week} celebrate={justFinished} />
          <Paper
            component="section"
            sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', borderRadius: radius.xl }}
          >
            {content.progress.completedAt && score !== null ? (
              <>
                {justFinished && <Celebration />}
                <CelebrationIcon
                  aria-hidden
                  sx={{ fontSize: 72, color: 'warning.main', ...popIn }}
                />
                <Typography variant="h1" component="h1" gutterBottom>
                  {t('end.title')}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {pick(content.title)}
                </Typography>
                <Typography sx={{ fontSize: '1.3rem', fontWeight: 700, mt: 2, ...riseIn(250) }}>
                  {t('end.score', { score, total })}
                </Typography>
                <Typography sx={{ mt: 1, ...riseIn(450) }}>{praise}</Typography>
              </>
            ) : (
              <Typography variant="h1" component="h1">
                {t('end.notFinished')}
              </Typography>
            )}
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 3 }}
            >
              <Button component={Link} to={paths.dashboards.summary(moduleId)} variant="contained">
                {t('end.summary')}
              </Button>
              <Button component={Link} to={paths.dashboards.games} variant="outlined">
                {t('backToGames')}
              </Button>
              <Button
                onClick={() => restart.mutate(moduleId)}
                component={Link}
                to={paths.dashboards.module(moduleId)}
              >
                {t('again')}
              </Button>
            </Box>
          </Paper>
        </Box>
      )}
    </QueryState>
  );
}
