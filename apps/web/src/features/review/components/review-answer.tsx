import { MAX_FEEDBACK } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AnswerStatusChip } from '../../../components/feedback/answer-status-chip';
import { QueryState } from '../../../components/feedback/query-state';
import { AnswerFile } from '../../../components/media/answer-file';
import { Panel } from '../../../components/layout/panel';
import { Screen } from '../../../components/layout/screen';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useDecide, useReviewAnswer, useSetInBrainfood } from '../api/review';
import { radius } from '../../../lib/theme';

/** One answer for the coach: the task, the answer itself, a decision with feedback, Brainfood. */
export function ReviewAnswer({ id }: { id: string }) {
  const { t } = useTranslation(['review', 'modules', 'errors']);
  const pick = useLocalized();
  const query = useReviewAnswer(id);
  const decide = useDecide();
  const brainfood = useSetInBrainfood();
  const [feedback, setFeedback] = useState('');
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const answer = query.data;
  const failure = decide.error ?? brainfood.error;

  const send = (decision: 'approved' | 'needs-work') => {
    if (decision === 'needs-work' && !feedback.trim()) {
      setFeedbackError(t('feedbackRequired'));
      return;
    }
    setFeedbackError(null);
    decide.mutate(
      { id, decision, feedback: feedback.trim() },
      { onSuccess: () => setFeedback('') },
    );
  };

  return (
    <Screen>
      <Link component={RouterLink} to={paths.dashboards.review} sx={{ justifySelf: 'start' }}>
        {t('backToList')}
      </Link>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        errorText={t('loadFailed')}
        onRetry={() => void query.refetch()}
      >
        {answer && (
          <>
            <Box>
              <Typography variant="h1">
                {t('answerBy', { name: `${answer.learner.firstName} ${answer.learner.lastName}` })}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('modules:weekOf', { number: answer.week, title: pick(answer.assignmentTitle) })}
              </Typography>
            </Box>
            <Panel title={t('task')}>
              <Typography>{pick(answer.taskPrompt)}</Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <Typography variant="h3" component="h2">
                  {t('theAnswer')}
                </Typography>
                <AnswerStatusChip status={answer.status} />
              </Box>
              {answer.text && (
                <Typography
                  sx={{
                    whiteSpace: 'pre-wrap',
                    bgcolor: 'action.hover',
                    p: 2,
                    borderRadius: radius.md,
                  }}
                >
                  {answer.text}
                </Typography>
              )}
              {answer.file && (
                <AnswerFile
                  file={answer.file}
                  alt={t('fileBy', { name: answer.learner.firstName })}
                />
              )}
              {answer.feedback && (
                <Typography variant="body2">
                  {t('lastFeedback')} {answer.feedback}
                </Typography>
              )}
            </Panel>
            <Panel title={t('decision')}>
              <TextField
                label={t('feedback')}
                value={feedback}
                onChange={(event) => setFeedback(event.target.value)}
                multiline
                minRows={2}
                error={Boolean(feedbackError)}
                helperText={feedbackError ?? t('feedbackHint')}
                slotProps={{ htmlInput: { maxLength: MAX_FEEDBACK } }}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  color="success"
                  onClick={() => send('approved')}
                  disabled={decide.isPending}
                >
                  {t('approve')}
                </Button>
                <Button
                  variant="outlined"
                  onClick={() => send('needs-work')}
                  disabled={decide.isPending}
                >
                  {t('askChanges')}
                </Button>
              </Box>
              <Typography role="status" variant="body2">
                {decide.isSuccess ? t(`decided.${answer.status}`) : ''}
              </Typography>
            </Panel>
            <Panel title={t('brainfood.title')}>
              <Typography>
                {answer.inBrainfoodSince
                  ? t('brainfood.isIn')
                  : !answer.shareConsent
                    ? t('brainfood.noConsent')
                    : answer.status !== 'approved'
                      ? t('brainfood.approveFirst')
                      : t('brainfood.canShare')}
              </Typography>
              {(answer.inBrainfoodSince ||
                (answer.shareConsent && answer.status === 'approved')) && (
                <Button
                  variant={answer.inBrainfoodSince ? 'outlined' : 'contained'}
                  onClick={() => brainfood.mutate({ id, inBrainfood: !answer.inBrainfoodSince })}
                  disabled={brainfood.isPending}
                  sx={{ justifySelf: 'start' }}
                >
                  {answer.inBrainfoodSince ? t('brainfood.remove') : t('brainfood.add')}
                </Button>
              )}
            </Panel>
            {failure && (
              <Alert severity="error" role="alert">
                {t(`errors:${toApiError(failure).code}`)}
              </Alert>
            )}
          </>
        )}
      </QueryState>
    </Screen>
  );
}
