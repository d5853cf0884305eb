import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/feedback/query-state';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { ModuleGrid } from './module-tile';

/** /dashboards/games: every module, by week. */
export function GamesList() {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const query = useMicrolearningModules();
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" component="h1">
        {t('gamesTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('gamesIntro')}
      </Typography>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {query.data?.weeks.length === 0 && <Typography sx={{ mt: 3 }}>{t('empty')}</Typography>}
        {query.data?.weeks.map((week) => (
          <Box
            component="section"
            key={week.number}
            aria-labelledby={`week-${week.number}`}
            sx={{ mt: 4 }}
          >
            <Typography
              id={`week-${week.number}`}
              variant="h2"
              component="h2"
              sx={{ fontSize: '1.3rem' }}
            >
              {t('weekOf', { number: week.number, title: pick(week.title) })}
            </Typography>
            {week.isLocked ? (
              <LockedNotice unlocksAt={week.unlocksAt} />
            ) : (
              <Typography color="text.secondary">{pick(week.intro)}</Typography>
            )}
            <ModuleGrid modules={week.modules} />
          </Box>
        ))}
      </QueryState>
    </Box>
  );
}
