import type { AnswerResult, SpacedReviewQuestion } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { paths } from '../../../config/paths';
import { useLocalized } from '../../../lib/localized';
import { radius } from '../../../lib/theme';
import { spacedReviewQuery, useAnswerSpacedReview, useSpacedReview } from '../api/spaced-review';
import { AnswerFeedback } from './answer-feedback';
import { type Answer, QuestionView } from './question-view';

/**
 * Issue 24 item 5, "Herhaling": the questions due, one at a time, with the module's own
 * question and feedback components; the list is the one the review started with.
 */
export function SpacedReviewScreen() {
  const { t } = useTranslation('modules');
  const { data, isPending, isError } = useSpacedReview();
  // The list the review started with: a read again meanwhile (a focus) does not end it.
  const [startedWith, setStartedWith] = useState<SpacedReviewQuestion[]>();
  if (data && !startedWith) setStartedWith(data);
  if (isPending || (data && !startedWith)) return <PageSpinner />;
  if (isError)
    return (
      <Alert severity="error" role="alert">
        {t('loop.saveFailed')}
      </Alert>
    );
  const questions = startedWith ?? [];
  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
        {t('spacedReview.title')}
      </Typography>
      {questions.length ? <ReviewLoop questions={questions} /> : <Done isEmpty />}
    </Box>
  );
}

function ReviewLoop({ questions }: { questions: SpacedReviewQuestion[] }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Answer | undefined>();
  const [result, setResult] = useState<(AnswerResult & { given: Answer }) | undefined>();
  /** Answered offline: kept on the device, checked when the connection returns. */
  const [queued, setQueued] = useState<Answer | undefined>();
  const [rightCount, setRightCount] = useState(0);
  /** Some answer of this review waits on the device: its score is not known yet. */
  const [hasQueued, setHasQueued] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswerSpacedReview();
  if (index >= questions.length)
    return <Done right={rightCount} total={questions.length} isQueued={hasQueued} />;
  const { question, moduleId, moduleTitle, week } = questions[index]!;

  const check = async () => {
    const given =
      draft ?? (question.type === 'order' ? question.steps.map((s) => s.id) : undefined);
    if (given === undefined) return setError(t('loop.chooseOne'));
    setError(null);
    try {
      const sent = await answer.mutateAsync({ moduleId, itemId: question.id, answer: given });
      if (sent.isQueued) {
        setHasQueued(true);
        return setQueued(given);
      }
      setResult({ ...sent.data, given });
      if (sent.data.isCorrect) setRightCount((count) => count + 1);
    } catch {
      setError(t('loop.saveFailed'));
    }
  };
  const next = () => {
    setDraft(undefined);
    setResult(undefined);
    setQueued(undefined);
    setIndex(index + 1);
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary">
        {t('spacedReview.from', { week, module: pick(moduleTitle) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / questions.length) * 100}
        aria-label={t('loop.step', { current: index + 1, total: questions.length })}
        sx={{ height: 8, borderRadius: radius.sm, my: 1 }}
      />
      <Paper
        component="section"
        key={`${moduleId}/${question.id}`}
        sx={{ p: { xs: 2, sm: 3 }, mt: 2, borderRadius: radius.xl }}
      >
        <QuestionView
          question={question}
          answer={result?.given ?? queued ?? draft}
          onAnswer={setDraft}
          result={result}
        />
        <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
          <AnswerFeedback question={question} result={result} streak={0} turn={index} />
          {queued !== undefined && !result && (
            <Alert severity="info" role="status">
              {t('loop.answerQueued')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            {result || queued !== undefined ? (
              <Button variant="contained" onClick={next}>
                {t('loop.next')}
              </Button>
            ) : (
              <Button variant="contained" onClick={check} loading={answer.isPending}>
                {t('loop.check')}
              </Button>
            )}
          </Box>
        </Box>
      </Paper>
    </>
  );
}

/** The end: kind words whatever the score, and back home (the card is read again). */
function Done({
  isEmpty = false,
  isQueued = false,
  right = 0,
  total = 0,
}: {
  isEmpty?: boolean;
  /** Some answers wait on the device: their score is not known yet. */
  isQueued?: boolean;
  right?: number;
  total?: number;
}) {
  const { t } = useTranslation('modules');
  const queryClient = useQueryClient();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, mt: 2, borderRadius: radius.xl, display: 'grid', gap: 2 }}>
      <Typography role="status">
        {isEmpty
          ? t('spacedReview.nothingDue')
          : isQueued
            ? t('spacedReview.doneQueued')
            : t('spacedReview.done', { right, total })}
      </Typography>
      <Box>
        <Button
          component={Link}
          to={paths.dashboards.home}
          variant="contained"
          onClick={() => void queryClient.invalidateQueries(spacedReviewQuery())}
        >
          {t('spacedReview.home')}
        </Button>
      </Box>
    </Paper>
  );
}
