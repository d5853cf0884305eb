import {
  type DeckGameState,
  finishSwipeDeck,
  finishTutorial,
  getGameState,
  getGamesOverview,
  getSwipeDeck,
  pathOf,
  realtimeRefs,
  saveSwipe,
  type SwipeChoice,
} from '@leerloop/contracts';
import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { call } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline-writes';
import { playerId } from '../../../lib/session';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';

const deckKey = (deckId: string) => ['tinder-deck', deckId];
const swipeKey = (deckId: string) => ['my-tinder-save', deckId];
const gameStateKey = () => ['games', playerId()];

/**
 * The deck's statements and where the learner is. Re-read whenever the player's
 * game state (games/{playerId}) changes — a swipe in another tab moves this one along.
 */
export function useDeck(deckId: string) {
  const queryClient = useQueryClient();
  return useRealtimeQuery(
    realtimeRefs.game(playerId()),
    {
      queryKey: deckKey(deckId),
      queryFn: async () => (await call(getSwipeDeck, { params: { id: deckId } })).data,
      retry: false,
    },
    // This tab's own swipes answer with the state themselves; a re-read meanwhile would flicker.
    () => queryClient.isMutating({ mutationKey: swipeKey(deckId) }) === 0,
  );
}

/** games/{playerId}: the live game state (here: whether the tutorial was closed). */
export const useGameState = () =>
  useRealtimeQuery(realtimeRefs.game(playerId()), {
    queryKey: gameStateKey(),
    queryFn: async () => (await call(getGameState, { params: { playerId: playerId() } })).data,
  });

/** games: how the learner's organisation did per deck. */
export const useGamesOverview = () =>
  useRealtimeQuery(realtimeRefs.games(), {
    queryKey: ['games'],
    queryFn: async () => (await call(getGamesOverview)).data,
  });

type Deck = NonNullable<ReturnType<typeof useDeck>['data']>;

/** The position after choosing (or taking back) a card: the first card without a choice. */
function withChoice(deck: Deck, cardId: string, choice: SwipeChoice | null): DeckGameState {
  const choices = { ...deck.state.choices };
  if (choice) choices[cardId] = choice;
  else delete choices[cardId];
  const position = deck.cards.findIndex((card) => !choices[card.id]);
  return { ...deck.state, choices, position: position === -1 ? deck.cards.length : position };
}

/**
 * One swipe, or (choice null) its undo. The next card shows at once; the
 * saves go to the server one after another (in order), and the answer to the newest one — with
 * the explanation and the organisation's view — is the truth.
 */
export function useSwipe(deckId: string) {
  const queryClient = useQueryClient();
  const newest = useRef(0);
  const setState = (update: (deck: Deck) => DeckGameState) =>
    queryClient.setQueryData<Deck>(deckKey(deckId), (deck) =>
      deck ? { ...deck, state: update(deck) } : deck,
    );
  return useMutation({
    mutationKey: swipeKey(deckId),
    scope: { id: `my-tinder-save/${deckId}` },
    // Offline too (issue 24): the swipe is kept on the device and sent later, counted once.
    networkMode: 'always',
    mutationFn: ({ cardId, choice }: { cardId: string; choice: SwipeChoice | null }) => {
      const requestId = crypto.randomUUID();
      return sendOrQueue(
        {
          requestId,
          method: 'POST',
          url: pathOf(saveSwipe),
          body: { deckId, cardId, choice, requestId },
        },
        (data) => saveSwipe.response.parse(data).data,
      );
    },
    onMutate: async ({ cardId, choice }) => {
      await queryClient.cancelQueries({ queryKey: deckKey(deckId) });
      setState((deck) => withChoice(deck, cardId, choice));
      return { sequence: ++newest.current };
    },
    // Whatever failed, the server's state is read again.
    onError: () => void queryClient.invalidateQueries({ queryKey: deckKey(deckId) }),
    onSuccess: (saved, _variables, context) => {
      if (!saved.isQueued && context.sequence === newest.current) setState(() => saved.data.state);
    },
  });
}

/** How many of this deck's swipes are still on their way to the server. */
export const useSavesPending = (deckId: string) => useIsMutating({ mutationKey: swipeKey(deckId) });

/** The deck is done; repeating it changes nothing. */
export function useFinishDeck(deckId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: () =>
      sendOrQueue(
        {
          requestId: crypto.randomUUID(),
          method: 'POST',
          url: pathOf(finishSwipeDeck),
          body: { deckId },
        },
        (data) => finishSwipeDeck.response.parse(data).data,
      ),
    onSuccess: (sent) => {
      if (sent.isQueued) return;
      queryClient.setQueryData<Deck>(deckKey(deckId), (deck) =>
        deck ? { ...deck, state: sent.data } : deck,
      );
    },
  });
}

/** The tutorial has been seen. */
export function useFinishTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await call(finishTutorial)).data,
    onSuccess: (state) => queryClient.setQueryData(gameStateKey(), state),
  });
}
