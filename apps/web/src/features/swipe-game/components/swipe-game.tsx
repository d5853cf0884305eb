import type { SwipeChoice } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { Screen } from '../../../components/layout/screen';
import { SwipeCard } from '../../../components/swipe/swipe-card';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useDeck, useFinishDeck, useGameState, useSavesPending, useSwipe } from '../api/swipe-game';
import { CardFeedback, type ShownCard, verdictKey } from './card-feedback';
import { GameResult } from './game-result';
import { Tutorial } from './tutorial';
import { playSound } from '../../../lib/sound-effects';
import { radius } from '../../../lib/theme';
import { visuallyHidden } from '../../../lib/visually-hidden';

/**
 * /dashboards/tinderGame/{id}: the week's deck, one statement at a time. After each swipe the
 * card's explanation and the group's view take the card's place until "Volgende kaart"
 * (decision 030); the deck resumes where the learner left off (also in another tab, live); the
 * last card finishes it. `weekDone` shows when finishing the deck also finished the week.
 */
export function SwipeGame({
  deckId,
  weekDone,
}: {
  deckId: string;
  weekDone?: (week: number, justFinished: boolean) => ReactNode;
}) {
  const { t } = useTranslation(['swipe', 'errors']);
  const pick = useLocalized();
  const deck = useDeck(deckId);
  const game = useGameState();
  const swipe = useSwipe(deckId);
  const finish = useFinishDeck(deckId);
  const savesPending = useSavesPending(deckId);
  // The card just swiped, shown with its explanation until the learner goes on.
  const [shown, setShown] = useState<ShownCard | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After the tutorial or an explanation the keyboard goes straight to the card.
  const [focusCard, setFocusCard] = useState(false);
  const [finishedHere, setFinishedHere] = useState(false);

  const data = deck.data;
  const isComplete = data && data.state.position >= data.cards.length;
  // The last card finishes the deck once every swipe has reached the server and the learner
  // has read its explanation (until then it can still be taken back).
  const needsFinishing = isComplete && !data.state.finishedAt && savesPending === 0 && !shown;
  const finishDeck = finish.mutate;
  useEffect(() => {
    if (needsFinishing && finish.isIdle)
      finishDeck(undefined, { onSuccess: () => setFinishedHere(true) });
  }, [needsFinishing, finish.isIdle, finishDeck]);

  const apiError = deck.error ? toApiError(deck.error) : undefined;
  if (apiError?.code === 'LOCKED') {
    return (
      <Screen title={t('lockedTitle')}>
        <LockedNotice unlocksAt={apiError.unlocksAt ?? null} />
      </Screen>
    );
  }

  const choose = (cardId: string, statement: string) => (choice: SwipeChoice) => {
    setShown({ cardId, statement, choice });
    setAnnouncement('');
    swipe.mutate(
      { cardId, choice },
      {
        onSuccess: (sent) => {
          if (sent.isQueued)
            return setShown((current) =>
              current?.cardId === cardId ? { ...current, isQueued: true } : current,
            );
          const { result } = sent.data;
          if (!result) return;
          setShown((current) => (current?.cardId === cardId ? { ...current, result } : current));
          setAnnouncement(
            `${t(verdictKey(result.isCorrect))} ${pick(result.explanation)}${
              result.crowd
                ? ` ${t('crowd', { percent: result.crowd.agreePercent, count: result.crowd.count })}`
                : ''
            }`,
          );
          if (result.isCorrect !== null) playSound(result.isCorrect ? 'right' : 'wrong');
        },
        onError: () => setShown((current) => (current?.cardId === cardId ? null : current)),
      },
    );
  };
  const goOn = () => {
    setShown(null);
    setAnnouncement('');
    setFocusCard(true);
  };
  const takeBack = (cardId: string) => {
    setShown(null);
    setAnnouncement('');
    setFocusCard(true);
    swipe.mutate({ cardId, choice: null });
  };

  const progress = (card: number) =>
    data && (
      <Box>
        <Typography id="deck-progress" variant="body2" sx={{ mb: 0.5 }}>
          {t('progress', { card, total: data.cards.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(data.state.position / data.cards.length) * 100}
          aria-labelledby="deck-progress"
          sx={{ height: 8, borderRadius: radius.sm }}
        />
      </Box>
    );

  return (
    <QueryState
      isPending={deck.isPending || game.isPending}
      error={deck.error ?? game.error}
      errorText={t('loadFailed')}
      notFoundText={t('notFound')}
      onRetry={() => void Promise.all([deck.refetch(), game.refetch()])}
    >
      {data && game.data && (
        <Screen
          title={pick(data.title)}
          // The tutorial says it all; without the intro its start button fits on a phone.
          intro={game.data.firstPlayFinished ? t('intro', { week: data.week }) : undefined}
          width={640}
        >
          {!game.data.firstPlayFinished ? (
            <Tutorial onDone={() => setFocusCard(true)} />
          ) : shown ? (
            <>
              {progress(data.cards.findIndex((card) => card.id === shown.cardId) + 1)}
              <CardFeedback
                key={shown.cardId}
                shown={shown}
                isLast={data.cards.every((card) => data.state.choices[card.id])}
                onNext={goOn}
                onUndo={data.state.finishedAt ? undefined : () => takeBack(shown.cardId)}
              />
            </>
          ) : data.state.finishedAt ? (
            <GameResult
              deck={data}
              justFinished={finishedHere}
              weekDone={weekDone?.(data.week, finishedHere)}
            />
          ) : isComplete ? (
            finish.data?.isQueued ? (
              <Alert severity="info" role="status">
                {t('finishQueued')}
              </Alert>
            ) : (
              !finish.isError && <PageSpinner />
            )
          ) : (
            <>
              {progress(data.state.position + 1)}
              <CurrentCard
                deck={data}
                autoFocus={focusCard}
                onChoose={choose}
                onUndo={
                  data.state.position > 0
                    ? () => takeBack(data.cards[data.state.position - 1]!.id)
                    : undefined
                }
              />
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('keyboardHint')}
              </Typography>
            </>
          )}
          {swipe.isError && (
            <Alert severity="error" role="alert">
              {t(`errors:${toApiError(swipe.error).code}`)}
            </Alert>
          )}
          {finish.isError && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button
                  color="inherit"
                  onClick={() => finishDeck(undefined, { onSuccess: () => setFinishedHere(true) })}
                >
                  {t('retry')}
                </Button>
              }
            >
              {t(`errors:${toApiError(finish.error).code}`)}
            </Alert>
          )}
          <Box role="status" aria-live="polite" sx={visuallyHidden}>
            {announcement}
          </Box>
        </Screen>
      )}
    </QueryState>
  );
}

type Deck = NonNullable<ReturnType<typeof useDeck>['data']>;

function CurrentCard({
  deck,
  autoFocus,
  onChoose,
  onUndo,
}: {
  deck: Deck;
  autoFocus: boolean;
  onChoose: (cardId: string, statement: string) => (choice: SwipeChoice) => void;
  onUndo?: () => void;
}) {
  const { t } = useTranslation('swipe');
  const pick = useLocalized();
  const card = deck.cards[deck.state.position]!;
  const statement = pick(card.statement);
  return (
    <SwipeCard
      cardKey={card.id}
      labels={{
        agree: t('agree'),
        disagree: t('disagree'),
        undo: t('undo'),
        card: t('card'),
      }}
      onChoose={onChoose(card.id, statement)}
      onUndo={onUndo}
      autoFocus={autoFocus}
    >
      <Typography variant="overline" color="text.secondary">
        {t('statement')}
      </Typography>
      <Typography variant="h2" component="p" sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
        {statement}
      </Typography>
    </SwipeCard>
  );
}
