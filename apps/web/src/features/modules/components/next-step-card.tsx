import type { ProgrammeWeek } from '@leerloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../components/feedback/progress-ring';
import { ButtonLink } from '../../../components/plain/button-link';
import { iconPaths, PathIcon } from '../../../components/plain/path-icon';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { type NextStep, type Step, stateOfStep, titleOfStep, weekProgressOf } from './next-step';

const icons = {
  module: iconPaths.SchoolOutlined,
  'swipe-deck': iconPaths.Swipe,
  assignment: iconPaths.AssignmentOutlined,
  story: iconPaths.AutoStoriesOutlined,
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
 * Plain elements with static CSS (decision 074): it is the home's first part.
 */
export function NextStepCard({ next, week }: { next: NextStep; week: ProgrammeWeek }) {
  const { t } = useTranslation('modules');
  const headingId = useId();
  const progress = weekProgressOf(week);
  return (
    <section aria-labelledby={headingId} className="plain-card plain-card--raised next-step">
      <div className="next-step__week">
        <ProgressRing
          done={progress.done}
          total={progress.total}
          size={80}
          label={t('next.ringLabel', { number: week.number })}
          valueText={t('next.ringValue', { done: progress.done, total: progress.total })}
        />
        <div className="next-step__week-text">
          <h2 id={headingId} className="type-h2 next-step__label">
            {next.kind === 'step' && next.isCatchUp
              ? t('next.catchUp', { number: next.step.week })
              : t('next.label')}
          </h2>
          <p className="type-body2">
            {t('week', { number: week.number })}
            {' · '}
            {t('next.weekDone', { done: progress.done, total: progress.total })}
          </p>
        </div>
      </div>
      {next.kind === 'step' ? <StepBody step={next.step} /> : <DoneBody next={next} />}
    </section>
  );
}

function StepBody({ step }: { step: Step }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const { to, action } = useStepAction(step);
  const detail =
    step.kind === 'module'
      ? `${pick(step.module.description)} · ${t('minutes', { count: step.module.minutes })}`
      : t(`next.about.${step.kind}`);
  return (
    <>
      <div className="next-step__body">
        <p className="type-body2 next-step__kind">
          <PathIcon d={icons[step.kind]} />
          {t(`next.kinds.${step.kind}`)}
        </p>
        <p className="type-h3 next-step__title">{pick(titleOfStep(step))}</p>
        <p className="type-body1">{detail}</p>
      </div>
      <ButtonLink
        to={to}
        size="large"
        aria-label={`${action}: ${pick(titleOfStep(step))}`}
        className="next-step__action"
      >
        {action}
      </ButtonLink>
    </>
  );
}

function DoneBody({ next }: { next: Exclude<NextStep, { kind: 'step' }> }) {
  const { t } = useTranslation('modules');
  const isProgrammeDone = next.kind === 'programme-done';
  return (
    <>
      <div className="next-step__body">
        <p className="type-h3 next-step__title next-step__title--done">
          <PathIcon d={iconPaths.EmojiEventsOutlined} />
          {isProgrammeDone
            ? t('programmeEnd.title')
            : t('next.weekFinished', { number: next.week.number })}
        </p>
        {next.kind === 'week-done' && next.nextWeek && (
          <p className="type-body1">
            {next.nextWeek.unlocksAt
              ? t('next.nextWeekOpens', {
                  number: next.nextWeek.number,
                  date: formatDate(next.nextWeek.unlocksAt, 'weekdayDateTime'),
                })
              : t('lockedAfterOnboarding')}
          </p>
        )}
      </div>
      <ButtonLink
        to={isProgrammeDone ? paths.dashboards.end : paths.dashboards.evolution(next.week.number)}
        size="large"
        className="next-step__action"
      >
        {isProgrammeDone ? t('next.toEnd') : t('next.toWeek')}
      </ButtonLink>
    </>
  );
}
