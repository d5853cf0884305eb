import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/LockOutlined';
import type { ProgrammeWeek } from '@leerloop/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { useMicrolearningModules } from '../api/get-microlearning-modules';
import { ModuleGrid } from './module-tile';
import { SwipeDeckTile } from './swipe-deck-tile';

/**
 * /dashboards/games: the open weeks, the current one first, each with its modules and its swipe
 * deck; the weeks still locked folded into one "Nog op slot" part (decision 029).
 */
export function GamesList() {
  const { t } = useTranslation('modules');
  const query = useMicrolearningModules();
  const weeks = query.data?.weeks ?? [];
  const open = weeks.filter((week) => !week.isLocked).sort((a, b) => b.number - a.number);
  const locked = weeks.filter((week) => week.isLocked);
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
        {weeks.length === 0 && <Typography sx={{ mt: 3 }}>{t('empty')}</Typography>}
        {open.map((week) => (
          <OpenWeek key={week.number} week={week} />
        ))}
        {locked.length > 0 && <LockedWeeks weeks={locked} />}
      </QueryState>
    </Box>
  );
}

function OpenWeek({ week }: { week: ProgrammeWeek }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  return (
    <Box component="section" aria-labelledby={`week-${week.number}`} sx={{ mt: 4 }}>
      <Typography
        id={`week-${week.number}`}
        variant="h2"
        component="h2"
        sx={{ fontSize: '1.3rem' }}
      >
        {t('weekOf', { number: week.number, title: pick(week.title) })}
      </Typography>
      <Typography color="text.secondary">{pick(week.intro)}</Typography>
      <ModuleGrid modules={week.modules} />
      {week.swipeDeck && (
        <Box sx={{ mt: 2, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <SwipeDeckTile deck={week.swipeDeck} />
        </Box>
      )}
    </Box>
  );
}

/**
 * The locked weeks in one folded part: a button that says how many and when the first opens,
 * and, unfolded, each week with what it will bring.
 */
function LockedWeeks({ weeks }: { weeks: ProgrammeWeek[] }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const first = weeks[0]!;
  return (
    <Accordion
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
      sx={{ mt: 4, borderRadius: radius.xl, '&::before': { display: 'none' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <LockIcon aria-hidden sx={{ color: 'text.secondary' }} />
          <Box>
            <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
              {t('games.locked', { count: weeks.length })}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary">
              {first.unlocksAt
                ? t('next.nextWeekOpens', {
                    number: first.number,
                    date: formatDate(first.unlocksAt, 'weekdayDateTime'),
                  })
                : t('lockedAfterOnboarding')}
            </Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 2 }}>
        {weeks.map((week) => (
          <Box
            key={week.number}
            component="section"
            aria-labelledby={`week-${week.number}`}
            sx={{ display: 'grid', gap: 0.5 }}
          >
            <Typography
              id={`week-${week.number}`}
              variant="h3"
              component="h3"
              sx={{ fontSize: '1.1rem' }}
            >
              {t('weekOf', { number: week.number, title: pick(week.title) })}
            </Typography>
            <LockedNotice unlocksAt={week.unlocksAt} />
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {week.modules.map((module) => (
                <li key={module.id}>
                  {pick(module.title)} · {t('minutes', { count: module.minutes })}
                </li>
              ))}
              {week.swipeDeck && (
                <li>
                  {t('home.swipeDeck')}: {pick(week.swipeDeck.title)}
                </li>
              )}
            </Box>
          </Box>
        ))}
      </AccordionDetails>
    </Accordion>
  );
}
