import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AnswerStatusChip } from '../../../components/feedback/answer-status-chip';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { useAssignments, useTextAnswers } from '../api/assignments';

/**
 * The evolution view's part: each task of the week, where its answer stands, and what the
 * learner wrote (their typed answers, to look back on before the reflection).
 */
export function WeekAnswers({ week }: { week: number }) {
  const { t } = useTranslation('assignments');
  const pick = useLocalized();
  const query = useAssignments();
  const texts = useTextAnswers();
  const assignment = query.data?.assignments.find((a) => a.week === week);
  const writtenFor = (taskId: string) =>
    texts.data?.find((a) => a.assignmentId === assignment?.id && a.taskId === taskId)?.text;
  if (query.isPending) return <Typography>{t('common:loading')}</Typography>;
  if (!assignment) return <Typography>{t('empty')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box component="ol" sx={{ m: 0, ps: 3, display: 'grid', gap: 1 }}>
        {assignment.tasks.map((task) => (
          <li key={task.id}>
            <Typography>{pick(task.prompt)}</Typography>
            <Box sx={{ mt: 0.5 }}>
              {task.answer ? (
                <AnswerStatusChip status={task.answer.status} />
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t('notAnswered')}
                </Typography>
              )}
            </Box>
            {writtenFor(task.id) && (
              <Box sx={{ mt: 0.5 }}>
                <Typography variant="body2" color="text.secondary">
                  {t('youWrote')}
                </Typography>
                <Typography
                  component="blockquote"
                  variant="body2"
                  sx={{
                    m: 0,
                    p: 1.5,
                    whiteSpace: 'pre-wrap',
                    bgcolor: 'action.hover',
                    borderRadius: radius.md,
                  }}
                >
                  {writtenFor(task.id)}
                </Typography>
              </Box>
            )}
            {task.answer?.feedback && (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {t('feedbackFromCoach')} {task.answer.feedback}
              </Typography>
            )}
          </li>
        ))}
      </Box>
      <Link component={RouterLink} to={paths.dashboards.assignments} sx={{ justifySelf: 'start' }}>
        {t('toAssignments')}
      </Link>
    </Box>
  );
}
