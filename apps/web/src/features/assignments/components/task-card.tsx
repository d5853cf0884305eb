import { type AssignmentView, MAX_TEXT_ANSWER, fileKindsFor } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnswerStatusChip } from '../../../components/feedback/answer-status-chip';
import { AnswerFile } from '../../../components/media/answer-file';
import { formatDate } from '../../../lib/dates';
import { useLocalized } from '../../../lib/localized';
import { useAnswerCheck, useSendAnswer, useShareConsent } from '../api/assignments';
import { FileUpload } from './file-upload';
import { LongTextForm } from '../../../components/form/long-text-form';
import { layout, radius } from '../../../lib/theme';
import { answerElementId } from '../hooks/use-open-answer';

type Task = AssignmentView['tasks'][number];

/** One task: its question, and the learner's answer with the coach's word on it — or a form. */
export function TaskCard({
  assignmentId,
  task,
  number,
}: {
  assignmentId: string;
  task: Task;
  number: number;
}) {
  const { t } = useTranslation('assignments');
  const pick = useLocalized();
  const [isEditing, setEditing] = useState(false);
  const answer = task.answer;
  const headingId = `task-${assignmentId}-${task.id}`;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      // A link to this answer lands here (issue 20), clear of the sticky header.
      id={answer ? answerElementId(answer.id) : undefined}
      tabIndex={answer ? -1 : undefined}
      sx={{
        p: { xs: 2, sm: 3 },
        borderRadius: radius.xl,
        display: 'grid',
        gap: 2,
        scrollMarginTop: layout.headerHeight + 16,
      }}
    >
      <Typography id={headingId} variant="h3" component="h3">
        {t('task', { number })}
      </Typography>
      <Typography>{pick(task.prompt)}</Typography>
      {answer && !isEditing ? (
        <AnswerSummary answer={answer} onEdit={() => setEditing(true)} />
      ) : (
        <AnswerForm
          assignmentId={assignmentId}
          task={task}
          onDone={() => setEditing(false)}
          onCancel={answer ? () => setEditing(false) : undefined}
        />
      )}
    </Paper>
  );
}

function AnswerSummary({
  answer,
  onEdit,
}: {
  answer: NonNullable<Task['answer']>;
  onEdit: () => void;
}) {
  const { t } = useTranslation('assignments');
  const consent = useShareConsent();
  useAnswerCheck(answer);
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t('yourAnswer', { date: formatDate(answer.submittedAt, 'dateTime') })}
        </Typography>
        <AnswerStatusChip status={answer.status} />
      </Box>
      {answer.reviewedAt && answer.status !== 'submitted' && (
        <Typography variant="body2" color="text.secondary">
          {t('reviewedAt', { date: formatDate(answer.reviewedAt, 'dateTime') })}
        </Typography>
      )}
      {answer.text && (
        <Typography
          sx={{ whiteSpace: 'pre-wrap', bgcolor: 'action.hover', p: 2, borderRadius: radius.md }}
        >
          {answer.text}
        </Typography>
      )}
      {answer.file && <AnswerFile file={answer.file} alt={t('yourFile')} />}
      {answer.feedback && (
        <Alert severity={answer.status === 'needs-work' ? 'warning' : 'success'}>
          <strong>{t('feedbackFromCoach')}</strong> {answer.feedback}
        </Alert>
      )}
      <FormControlLabel
        control={
          <Switch
            checked={answer.shareConsent}
            disabled={consent.isPending}
            onChange={(event) =>
              consent.mutate({ answerId: answer.id, consent: event.target.checked })
            }
          />
        }
        label={t('consent')}
      />
      {answer.inBrainfoodSince && (
        <Typography variant="body2" color="success.main">
          {t('inBrainfood')}
        </Typography>
      )}
      <Button variant="outlined" onClick={onEdit} sx={{ justifySelf: 'start' }}>
        {answer.status === 'needs-work' ? t('resubmit') : t('edit')}
      </Button>
    </Box>
  );
}

function AnswerForm({
  assignmentId,
  task,
  onDone,
  onCancel,
}: {
  assignmentId: string;
  task: Task;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation(['assignments', 'common']);
  const send = useSendAnswer();
  const fileKinds = fileKindsFor(task.answerTypes.filter((type) => type !== 'text'));
  const takesText = task.answerTypes.includes('text');
  // Text first where the task takes it, unless the answer so far is a file.
  const [mode, setMode] = useState<'text' | 'file'>(
    !fileKinds.length ? 'text' : !takesText || task.answer?.file ? 'file' : 'text',
  );
  const ref = { assignmentId, taskId: task.id };
  const answerId = task.answer?.id;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {takesText && fileKinds.length > 0 && (
        <Tabs
          value={mode}
          onChange={(_event, value: 'text' | 'file') => setMode(value)}
          aria-label={t('answerWith')}
        >
          <Tab value="text" label={t('withText')} />
          <Tab value="file" label={t('withFile')} />
        </Tabs>
      )}
      {mode === 'text' ? (
        <LongTextForm
          maxLength={MAX_TEXT_ANSWER}
          required
          initial={task.answer?.text ?? ''}
          label={t('text.label')}
          submitLabel={t('send')}
          send={(text) => send.mutateAsync({ task: ref, answerId, input: { kind: 'text', text } })}
          onDone={onDone}
        />
      ) : (
        <FileUpload
          kinds={fileKindsFor(task.answerTypes)}
          send={(upload) =>
            send.mutateAsync({ task: ref, answerId, input: { kind: 'file', ...upload } })
          }
          onDone={onDone}
        />
      )}
      {onCancel && (
        <Button onClick={onCancel} sx={{ justifySelf: 'start' }}>
          {t('common:actions.cancel')}
        </Button>
      )}
    </Box>
  );
}
