import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import AutoStoriesIcon from '@mui/icons-material/AutoStoriesOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEventsOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import SwipeIcon from '@mui/icons-material/Swipe';
import type { ProgrammeWeek } from '@leerloop/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ProgressRing } from '../../../components/feedback/progress-ring';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { type NextStep, type Step, stateOfStep, titleOfStep, weekProgressOf } from './next-step';

const icons = {
  module: SchoolIcon,
  'swipe-deck': SwipeIcon,
  assignment: AssignmentIcon,
  story: AutoStoriesIcon,
} as const;

/** Where a step leads, and what its one button says. */
function useStepAction(step: Step) {
  const { t } = useTranslation('modules');
  const isStarted = stateOfStep(step) === 'in-progress';
  switch (step.kind) {
    case 'module':
      return {
        to: paths.dashboards.module(step.module.id),
        action: t(isStarted ? 'next.continueModule' : 'next.startModule'),
      };
    case 'swipe-deck':
      return {
        to: paths.dashboards.swipeGame(step.activity.id),
        action: t(isStarted ? 'next.continueDeck' : 'next.startDeck'),
      };
    case 'assignment':
      return {
        to: paths.dashboards.assignments,
        action: t(isStarted ? 'next.continueAssignment' : 'next.startAssignment'),
      };
    case 'story':
      return { to: paths.dashboards.evolution(step.week), action: t('next.readStory') };
  }
}

/**
 * The home screen's first card: the one thing to do next, with one button, beside the ring of
 * the current week's progress. When the week is done it says so, and when the next one opens.
 */
export function NextStepCard({ next, week }: { next: NextStep; week: ProgrammeWeek }) {
  const { t } = useTranslation('modules');
  const headingId = useId();
  const progress = weekProgressOf(week);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      elevation={3}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: radius.xl,
        borderTop: 6,
        borderColor: 'success.main',
        display: 'grid',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <ProgressRing
          done={progress.done}
          total={progress.total}
          size={80}
          label={t('next.ringLabel', { number: week.number })}
          valueText={t('next.ringValue', { done: progress.done, total: progress.total })}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            variant="h2"
            sx={{ fontSize: '1rem', textTransform: 'uppercase', letterSpacing: 0.5 }}
          >
            {next.kind === 'step' && next.isCatchUp
              ? t('next.catchUp', { number: next.step.week })
              : t('next.label')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('week', { number: week.number })}
            {' · '}
            {t('next.weekDone', { done: progress.done, total: progress.total })}
          </Typography>
        </Box>
      </Box>
      {next.kind === 'step' ? <StepBody step={next.step} /> : <DoneBody next={next} />}
    </Paper>
  );
}

function StepBody({ step }: { step: Step }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const { to, action } = useStepAction(step);
  const Icon = icons[step.kind];
  const detail =
    step.kind === 'module'
      ? `${pick(step.module.description)} · ${t('minutes', { count: step.module.minutes })}`
      : t(`next.about.${step.kind}`);
  return (
    <>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700 }}
        >
          <Icon fontSize="small" aria-hidden />
          {t(`next.kinds.${step.kind}`)}
        </Typography>
        <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
          {pick(titleOfStep(step))}
        </Typography>
        <Typography color="text.secondary">{detail}</Typography>
      </Box>
      <Button
        component={Link}
        to={to}
        variant="contained"
        size="large"
        aria-label={`${action}: ${pick(titleOfStep(step))}`}
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, py: 1.5, fontSize: '1.1rem' }}
      >
        {action}
      </Button>
    </>
  );
}

function DoneBody({ next }: { next: Exclude<NextStep, { kind: 'step' }> }) {
  const { t } = useTranslation('modules');
  const isProgrammeDone = next.kind === 'programme-done';
  return (
    <>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography
          variant="h3"
          component="p"
          sx={{ fontSize: '1.5rem', display: 'flex', gap: 1, alignItems: 'center' }}
        >
          <EmojiEventsIcon aria-hidden sx={{ color: 'warning.dark' }} />
          {isProgrammeDone
            ? t('programmeEnd.title')
            : t('next.weekFinished', { number: next.week.number })}
        </Typography>
        {next.kind === 'week-done' && next.nextWeek && (
          <Typography color="text.secondary">
            {next.nextWeek.unlocksAt
              ? t('next.nextWeekOpens', {
                  number: next.nextWeek.number,
                  date: formatDate(next.nextWeek.unlocksAt, 'weekdayDateTime'),
                })
              : t('lockedAfterOnboarding')}
          </Typography>
        )}
      </Box>
      <Button
        component={Link}
        to={isProgrammeDone ? paths.dashboards.end : paths.dashboards.evolution(next.week.number)}
        variant="contained"
        size="large"
        sx={{ justifySelf: { xs: 'stretch', sm: 'start' }, py: 1.5, fontSize: '1.1rem' }}
      >
        {isProgrammeDone ? t('next.toEnd') : t('next.toWeek')}
      </Button>
    </>
  );
}
