import Box from '@mui/material/Box';
import { Screen } from '../../../components/layout/screen';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type AssignmentView, assignmentReviewOf } from '@leerloop/contracts';
import { useTranslation } from 'react-i18next';
import { AnswerStatusChip } from '../../../components/feedback/answer-status-chip';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { useLocalized } from '../../../lib/localized';
import { checkAssignmentQuery, useAssignments } from '../api/assignments';
import { useSeenEffect } from '../../../lib/use-seen-effect';
import { useOpenAnswer } from '../hooks/use-open-answer';
import { useSeeResponses } from '../hooks/use-see-responses';
import { TaskCard } from './task-card';

/** Mijn opdrachten: every week's assignment, newest open week first; locked weeks say when. */
export function AssignmentsScreen() {
  const { t } = useTranslation(['assignments', 'modules']);
  const pick = useLocalized();
  const query = useAssignments();
  // Looking at them marks them seen: the "new assignment" notice can go.
  useSeenEffect(query.dataUpdatedAt, checkAssignmentQuery().queryKey);
  // Issue 20: the coach's responses are on screen now; a link to one answer scrolls to it.
  useSeeResponses(query.isSuccess);
  useOpenAnswer(query.isSuccess);
  const assignments = [...(query.data?.assignments ?? [])].sort((a, b) => {
    const isLocked = (x: typeof a) => x.state === 'locked';
    return isLocked(a) === isLocked(b)
      ? isLocked(a)
        ? a.week - b.week
        : b.week - a.week
      : isLocked(a)
        ? 1
        : -1;
  });
  return (
    <Screen title={t('title')} intro={t('intro')} width={800}>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {assignments.length === 0 && <Typography>{t('empty')}</Typography>}
        {assignments.map((assignment) => (
          <Box
            component="section"
            key={assignment.id}
            aria-labelledby={`assignment-${assignment.id}`}
            sx={{ display: 'grid', gap: 2 }}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={`assignment-${assignment.id}`} variant="h2">
                {t('modules:weekOf', { number: assignment.week, title: pick(assignment.title) })}
              </Typography>
              <WeekChip assignment={assignment} />
            </Box>
            {assignment.state === 'locked' ? (
              <LockedNotice unlocksAt={assignment.unlocksAt} text={t('locked')} />
            ) : (
              <>
                <Typography>{pick(assignment.intro)}</Typography>
                {assignment.tasks.map((task, index) => (
                  <TaskCard
                    key={task.id}
                    assignmentId={assignment.id}
                    task={task}
                    number={index + 1}
                  />
                ))}
              </>
            )}
          </Box>
        ))}
      </QueryState>
    </Screen>
  );
}

/** The week's state, or where it stands with the coach once they approved it or asked changes. */
function WeekChip({ assignment }: { assignment: AssignmentView }) {
  const { t } = useTranslation('modules');
  const review =
    assignment.state !== 'locked' &&
    assignmentReviewOf(assignment.tasks.map((task) => task.answer?.status ?? null));
  return review ? (
    <AnswerStatusChip status={review} />
  ) : (
    <Chip size="small" variant="outlined" label={t(`states.${assignment.state}`)} />
  );
}
