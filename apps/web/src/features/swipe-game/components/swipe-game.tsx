import type { SwipeChoice } from '@leerloop/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LockedNotice } from '../../../components/feedback/locked-notice';
import { QueryState } from '../../../components/feedback/query-state';
import { PageSpinner } from '../../../components/layout/page-spinner';
import { Screen } from '../../../components/layout/screen';
import { SwipeCard } from '../../../components/swipe/swipe-card';
import { toApiError } from '../../../lib/api-error';
import { useLocalized } from '../../../lib/localized';
import { useDeck, useFinishDeck, useGameState, useSavesPending, useSwipe } from '../api/swipe-game';
import { CardFeedback, type SwipeOutcome } from './card-feedback';
import { GameResult } from './game-result';
import { Tutorial } from './tutorial';
import { radius } from '../../../lib/theme';

/**
 * /dashboards/tinderGame/{id}: the week's deck, one statement at a time. After each swipe the
 * card's explanation and the group's view; the deck resumes where the learner left off (also in
 * another tab, live); the last card finishes it.
 */
export function SwipeGame({ deckId }: { deckId: string }) {
  const { t } = useTranslation(['swipe', 'errors']);
  const pick = useLocalized();
  const deck = useDeck(deckId);
  const game = useGameState();
  const swipe = useSwipe(deckId);
  const finish = useFinishDeck(deckId);
  const savesPending = useSavesPending(deckId);
  const [outcome, setOutcome] = useState<SwipeOutcome | null>(null);
  // After the tutorial the keyboard goes straight to the first card.
  const [focusCard, setFocusCard] = useState(false);

  const data = deck.data;
  const isComplete = data && data.state.position >= data.cards.length;
  // The last card finishes the deck, once every swipe has reached the server.
  const needsFinishing = isComplete && !data.state.finishedAt && savesPending === 0;
  useEffect(() => {
    if (needsFinishing && finish.isIdle) finish.mutate();
  }, [needsFinishing, finish]);

  const apiError = deck.error ? toApiError(deck.error) : undefined;
  if (apiError?.code === 'LOCKED') {
    return (
      <Screen title={t('lockedTitle')}>
        <LockedNotice unlocksAt={apiError.unlocksAt ?? null} />
      </Screen>
    );
  }

  const choose = (cardId: string, statement: string) => (choice: SwipeChoice) => {
    swipe.mutate(
      { cardId, choice },
      { onSuccess: ({ result }) => result && setOutcome({ statement, result }) },
    );
  };

  return (
    <QueryState
      isPending={deck.isPending || game.isPending}
      error={deck.error ?? game.error}
      errorText={t('loadFailed')}
      notFoundText={t('notFound')}
      onRetry={() => void Promise.all([deck.refetch(), game.refetch()])}
    >
      {data && game.data && (
        <Screen title={pick(data.title)} intro={t('intro', { week: data.week })} width={640}>
          {!game.data.firstPlayFinished ? (
            <Tutorial onDone={() => setFocusCard(true)} />
          ) : data.state.finishedAt ? (
            <>
              {outcome && <CardFeedback outcome={outcome} />}
              <GameResult deck={data} />
            </>
          ) : isComplete ? (
            !finish.isError && <PageSpinner />
          ) : (
            <>
              <Box>
                <Typography id="deck-progress" variant="body2" sx={{ mb: 0.5 }}>
                  {t('progress', { card: data.state.position + 1, total: data.cards.length })}
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={(data.state.position / data.cards.length) * 100}
                  aria-labelledby="deck-progress"
                  sx={{ height: 8, borderRadius: radius.sm }}
                />
              </Box>
              <CurrentCard
                deck={data}
                autoFocus={focusCard}
                onChoose={choose}
                onUndo={
                  data.state.position > 0
                    ? () => {
                        const last = data.cards[data.state.position - 1]!;
                        setOutcome(null);
                        swipe.mutate({ cardId: last.id, choice: null });
                      }
                    : undefined
                }
              />
              {swipe.isError && (
                <Alert severity="error" role="alert">
                  {t(`errors:${toApiError(swipe.error).code}`)}
                </Alert>
              )}
              <Box role="status" aria-live="polite">
                {outcome && <CardFeedback outcome={outcome} />}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
                {t('keyboardHint')}
              </Typography>
            </>
          )}
          {finish.isError && (
            <Alert
              severity="error"
              role="alert"
              action={
                <Button color="inherit" onClick={() => finish.mutate()}>
                  {t('retry')}
                </Button>
              }
            >
              {t(`errors:${toApiError(finish.error).code}`)}
            </Alert>
          )}
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
