import type { AnswerResult, ModuleContentItem } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../components/feedback/query-state';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useMicrolearningContent } from '../api/get-microlearning-content';
import { useAnswerQuestion, useCompleteModule, useSavePosition } from '../api/module-progress';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { type Answer, QuestionView } from './question-view';
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
  const [error, setError] = useState<string | null>(null);
  const savePosition = useSavePosition();
  const answerQuestion = useAnswerQuestion();
  const complete = useCompleteModule();
  const headingRef = useRef<HTMLDivElement>(null);

  const item = items[index]!;
  const isLast = index === items.length - 1;
  const result = results[item.id];
  const isQuestion = item.type !== 'card';

  // Screen readers start at the new item; keyboard users need not tab back up.
  useEffect(() => headingRef.current?.focus(), [index]);

  const goTo = (next: number) => {
    setError(null);
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
      const answer = await answerQuestion.mutateAsync({
        moduleId: content.id,
        itemId: item.id,
        answer: given,
      });
      setResults((current) => ({ ...current, [item.id]: { ...answer, given } }));
    } catch {
      setError(t('loop.saveFailed'));
    }
  };

  const finish = async () => {
    setError(null);
    try {
      await complete.mutateAsync(content.id);
      navigate(paths.dashboards.moduleEnd(content.id));
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
              answer={result?.given ?? drafts[item.id]}
              onAnswer={(answer) => setDrafts((current) => ({ ...current, [item.id]: answer }))}
              result={result}
            />
          )}
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', mt: 3 }}>
          {item.type === 'card' && index > 0 ? (
            <Button onClick={() => goTo(index - 1)}>{t('loop.back')}</Button>
          ) : (
            <span />
          )}
          {isQuestion && !result ? (
            <Button variant="contained" onClick={check} loading={answerQuestion.isPending}>
              {t('loop.check')}
            </Button>
          ) : isLast ? (
            <Button variant="contained" onClick={finish} loading={complete.isPending}>
              {t('loop.finish')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => goTo(index + 1)}>
              {t('loop.next')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

function ContentCard({ card }: { card: Extract<ModuleContentItem, { type: 'card' }> }) {
  const pick = useLocalized();
  return (
    <>
      {card.image && (
        <Box
          component="img"
          src={card.image.url}
          alt={pick(card.image.alt)}
          sx={{ width: '100%', maxHeight: 220, objectFit: 'contain', mb: 2 }}
        />
      )}
      <Typography variant="h2" component="h2" sx={{ fontSize: '1.3rem' }} gutterBottom>
        {pick(card.title)}
      </Typography>
      {pick(card.body)
        .split(/\n\s*\n/)
        .map((paragraph, i) => (
          <Typography key={i} sx={{ mb: 1.5, fontSize: '1.05rem', lineHeight: 1.6 }}>
            {paragraph}
          </Typography>
        ))}
    </>
  );
}
