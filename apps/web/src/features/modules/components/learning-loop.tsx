import type { AnswerResult } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ContentCard } from '../../../components/cards/content-card';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningContent } from '../api/get-microlearning-content';
import { useAnswerQuestion, useCompleteModule, useSavePosition } from '../api/module-progress';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { playSound } from '../../../lib/sound-effects';
import { AnswerFeedback } from './answer-feedback';
import { type Answer, QuestionView } from './question-view';
import { streakAt } from './streak';
import { radius } from '../../../lib/theme';

type Content = NonNullable<ReturnType<typeof useMicrolearningContent>['data']>;

/** /dashboards/games/module/{moduleId}: one item at a time, resuming where the learner was. */
export function LearningLoop({ moduleId }: { moduleId: string }) {
  const { t } = useTranslation('modules');
  const query = useMicrolearningContent(moduleId);
  const apiError = query.error ? toApiError(query.error) : undefined;
  if (apiError?.code === 'LOCKED') {
    return (
      <Paper sx={{ p: 3, maxWidth: 640, mx: 'auto', borderRadius: radius.xl }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('states.locked')}
        </Typography>
        <LockedNotice unlocksAt={apiError.unlocksAt ?? null} text={t('lockedNotice')} />
        <BackToGames />
      </Paper>
    );
  }
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      errorText={t('moduleLoadFailed')}
      notFoundText={t('notFound')}
      onRetry={() => void query.refetch()}
    >
      {query.data && <Loop key={query.data.id} content={query.data} />}
    </QueryState>
  );
}

function BackToGames() {
  const { t } = useTranslation('modules');
  const navigate = useNavigate();
  return (
    <Button onClick={() => navigate(paths.dashboards.games)} sx={{ mt: 2 }}>
      {t('backToGames')}
    </Button>
  );
}

function Loop({ content }: { content: Content }) {
  const { t } = useTranslation('modules');
  const pick = useLocalized();
  const navigate = useNavigate();
  const { items } = content;
  const [index, setIndex] = useState(() =>
    content.progress.position >= items.length ? 0 : content.progress.position,
  );
  const [results, setResults] = useState<Record<string, AnswerResult & { given: Answer }>>(
    content.progress.answers,
  );
  const [drafts, setDrafts] = useState<Record<string, Answer>>({});
  // Answers given offline (issue 24): kept on the device, graded once the connection returns.
  const [queued, setQueued] = useState<Record<string, Answer>>({});
  const [isFinishQueued, setFinishQueued] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The question whose answer just came in: its feedback and "Verder" are brought into view.
  const [revealed, setRevealed] = useState<string | null>(null);
  const savePosition = useSavePosition();
  const answerQuestion = useAnswerQuestion();
  const complete = useCompleteModule();
  const headingRef = useRef<HTMLDivElement>(null);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const hasMoved = useRef(false);

  const item = items[index]!;
  const isLast = index === items.length - 1;
  const result = results[item.id];
  const isAnswered = Boolean(result) || queued[item.id] !== undefined;
  const questionIds = items.filter((i) => i.type !== 'card').map((i) => i.id);

  // Screen readers start at the new item, and the eye at the top of it; keyboard users need
  // not tab back up.
  useEffect(() => {
    if (hasMoved.current) window.scrollTo({ top: 0 });
    hasMoved.current = true;
    headingRef.current?.focus({ preventScroll: true });
  }, [index]);

  // An answer's feedback and the way on show together, inside the screen, with the keyboard
  // on "Verder" (decision 030).
  useEffect(() => {
    if (!revealed) return;
    nextRef.current?.focus({ preventScroll: true });
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    feedbackRef.current?.scrollIntoView({
      block: 'nearest',
      behavior: reduceMotion ? 'auto' : 'smooth',
    });
  }, [revealed]);

  const goTo = (next: number) => {
    setError(null);
    setRevealed(null);
    setIndex(next);
    savePosition.mutate(
      { moduleId: content.id, position: next },
      { onError: () => setError(t('loop.saveFailed')) },
    );
  };

  const check = async () => {
    const given =
      drafts[item.id] ?? (item.type === 'order' ? item.steps.map((s) => s.id) : undefined);
    if (given === undefined) return setError(t('loop.chooseOne'));
    setError(null);
    try {
      const sent = await answerQuestion.mutateAsync({
        moduleId: content.id,
        itemId: item.id,
        answer: given,
      });
      setRevealed(item.id);
      if (sent.isQueued) return setQueued((current) => ({ ...current, [item.id]: given }));
      const answer = sent.data;
      setResults((current) => ({ ...current, [item.id]: { ...answer, given } }));
      playSound(answer.isCorrect ? 'right' : 'wrong');
    } catch {
      setError(t('loop.saveFailed'));
    }
  };

  const finish = async () => {
    setError(null);
    try {
      if ((await complete.mutateAsync(content.id)).isQueued) return setFinishQueued(true);
      navigate(paths.dashboards.moduleEnd(content.id), { state: { justFinished: true } });
    } catch {
      setError(t('loop.saveFailed'));
    }
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="body2" color="text.secondary">
        {pick(content.title)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={((index + 1) / items.length) * 100}
        aria-label={t('loop.step', { current: index + 1, total: items.length })}
        sx={{ height: 8, borderRadius: radius.sm, my: 1 }}
      />
      <Typography variant="body2" aria-hidden>
        {t('loop.step', { current: index + 1, total: items.length })}
      </Typography>
      <Paper component="section" sx={{ p: { xs: 2, sm: 3 }, mt: 2, borderRadius: radius.xl }}>
        <Box ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          {item.type === 'card' ? (
            <ContentCard card={item} />
          ) : (
            <QuestionView
              question={item}
              answer={result?.given ?? queued[item.id] ?? drafts[item.id]}
              onAnswer={(answer) => setDrafts((current) => ({ ...current, [item.id]: answer }))}
              result={result}
            />
          )}
        </Box>
        <Box ref={feedbackRef} sx={{ display: 'grid', gap: 2, mt: 2, scrollMarginBottom: 16 }}>
          {item.type !== 'card' && (
            <AnswerFeedback
              key={item.id}
              question={item}
              result={result}
              streak={streakAt(questionIds, results, item.id)}
              turn={questionIds.indexOf(item.id)}
            />
          )}
          {queued[item.id] !== undefined && !result && (
            <Alert severity="info" role="status">
              {t('loop.answerQueued')}
            </Alert>
          )}
          {isFinishQueued && isLast && (
            <Alert severity="info" role="status">
              {t('loop.finishQueued')}
            </Alert>
          )}
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
            {item.type === 'card' && index > 0 ? (
              <Button onClick={() => goTo(index - 1)}>{t('loop.back')}</Button>
            ) : (
              <span />
            )}
            {item.type !== 'card' && !isAnswered ? (
              <Button variant="contained" onClick={check} loading={answerQuestion.isPending}>
                {t('loop.check')}
              </Button>
            ) : isLast ? (
              <Button
                ref={nextRef}
                variant="contained"
                onClick={isFinishQueued ? () => navigate(paths.dashboards.home) : finish}
                loading={complete.isPending}
              >
                {isFinishQueued ? t('loop.toHome') : t('loop.finish')}
              </Button>
            ) : (
              <Button ref={nextRef} variant="contained" onClick={() => goTo(index + 1)}>
                {t('loop.next')}
              </Button>
            )}
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
