import {
  crowdViewOf,
  type DeckGameState,
  MIN_CROWD,
  type SwipeChoice,
  type SwipeDeckFile,
} from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { itemsOfKind } from '../programme/programme-items.ts';
import type { ProgrammeRepository } from '../programme/programme.repository.ts';
import { weekLock } from '../programme/week-lock.ts';
import type { SwipeGameRepository } from './swipe-game.repository.ts';

type Choices = Awaited<ReturnType<SwipeGameRepository['choices']>>;
type Games = Awaited<ReturnType<SwipeGameRepository['games']>>;

/** The first card not chosen yet (the deck's length when every card is). */
function positionOf(deck: SwipeDeckFile, choices: DeckGameState['choices']) {
  const position = deck.cards.findIndex((card) => !choices[card.id]);
  return position === -1 ? deck.cards.length : position;
}

/** The state after one more choice (or one taken back), as reading it again would give. */
function withChoice(
  deck: SwipeDeckFile,
  state: DeckGameState,
  cardId: string,
  choice: SwipeChoice | null,
): DeckGameState {
  const { [cardId]: _previous, ...others } = state.choices;
  const choices = choice ? { ...others, [cardId]: choice } : others;
  return { ...state, choices, position: positionOf(deck, choices) };
}

/** The state of one deck for a learner, from their choices and finished games. */
function stateOf(deck: SwipeDeckFile, choices: Choices, games: Games): DeckGameState {
  const own = Object.fromEntries(
    choices.filter((c) => c.deckId === deck.id).map((c) => [c.cardId, c.choice]),
  );
  const game = games.find((g) => g.deckId === deck.id);
  return {
    deckId: deck.id,
    position: positionOf(deck, own),
    choices: own,
    finishedAt: game?.finishedAt ? toIso(game.finishedAt) : null,
    score: game?.score ?? null,
    facts: deck.cards.filter((card) => card.correct).length,
  };
}

export function createSwipeGameService(programme: ProgrammeRepository, swipe: SwipeGameRepository) {
  /** The deck and its week, refusing what does not exist (404) or is not open (403). */
  async function openDeck(userId: string, deckId: string) {
    const { found, schedule } = await programme.openItem('swipe-deck', deckId, userId);
    if (!found) throw new AppError('NOT_FOUND');
    const lock = weekLock(found.week.number, schedule, new Date());
    if (lock.isLocked) throw new AppError('LOCKED', { details: { unlocksAt: lock.unlocksAt } });
    return { deck: found.data, week: found.week.number };
  }

  const crowdOf = async (userId: string, deckId: string, cardId: string) =>
    crowdViewOf(await swipe.crowd(userId, deckId, cardId));

  async function deckState(userId: string, deck: SwipeDeckFile) {
    const [choices, games] = await Promise.all([swipe.choices(userId), swipe.games(userId)]);
    return stateOf(deck, choices, games);
  }

  return {
    /** games/{playerId}: every deck the learner has touched, and the tutorial. */
    async gameState(userId: string) {
      const [items, choices, games, firstPlayFinished] = await Promise.all([
        // A deck touched may be one of their organisation's own (decision 061).
        programme.everyActiveItem(),
        swipe.choices(userId),
        swipe.games(userId),
        swipe.firstPlayFinished(userId),
      ]);
      const touched = new Set([...choices.map((c) => c.deckId), ...games.map((g) => g.deckId)]);
      const decks = itemsOfKind(items, 'swipe-deck')
        .filter((item) => touched.has(item.id))
        .map((item) => stateOf(item.data, choices, games));
      return { playerId: userId, firstPlayFinished, decks };
    },

    /** games: per deck, the organisation's players and (from MIN_CROWD on) their average. */
    async overview(userId: string) {
      const [items, finished] = await Promise.all([
        programme.everyActiveItem(),
        swipe.finishedByOrgMates(userId),
      ]);
      return {
        decks: finished.flatMap(({ deckId, players, scoreTotal }) => {
          const deck = itemsOfKind(items, 'swipe-deck').find((item) => item.id === deckId);
          if (!deck) return [];
          const facts = deck.data.cards.filter((card) => card.correct).length;
          const average =
            players >= MIN_CROWD && facts > 0
              ? Math.round((scoreTotal / (players * facts)) * 100)
              : null;
          return [{ deckId, players, averagePercent: average }];
        }),
      };
    },

    async deck(userId: string, deckId: string) {
      const { deck, week } = await openDeck(userId, deckId);
      return {
        id: deck.id,
        week,
        title: deck.title,
        cards: deck.cards.map((card) => ({ id: card.id, statement: card.statement })),
        state: await deckState(userId, deck),
      };
    },

    /** One swipe (or, with null, taking it back) while the deck is not finished. */
    async swipe(userId: string, deckId: string, cardId: string, choice: SwipeChoice | null) {
      const { deck } = await openDeck(userId, deckId);
      const card = deck.cards.find((c) => c.id === cardId);
      if (!card) throw new AppError('NOT_FOUND');
      const before = await deckState(userId, deck);
      if (before.finishedAt) throw new AppError('DECK_FINISHED');
      // The state after it follows from the state before: no second read (issue 22).
      const state = withChoice(deck, before, cardId, choice);
      if (choice === null) {
        await swipe.removeChoice(userId, deckId, cardId);
        return { result: null, state };
      }
      await swipe.saveChoice(userId, deckId, cardId, choice);
      return {
        result: {
          cardId,
          choice,
          isCorrect: card.correct ? card.correct === choice : null,
          explanation: card.explanation,
          // The learner's own choice counts among their organisation's: read after it is saved.
          crowd: await crowdOf(userId, deckId, cardId),
        },
        state,
      };
    },

    /** The deck is done: every card chosen. Counted once; a repeat answers the same. */
    async finish(userId: string, deckId: string) {
      const { deck } = await openDeck(userId, deckId);
      const state = await deckState(userId, deck);
      if (state.finishedAt) return { state, isNew: false };
      if (state.position < deck.cards.length) throw new AppError('DECK_INCOMPLETE');
      const score = deck.cards.filter(
        (card) => card.correct && state.choices[card.id] === card.correct,
      ).length;
      await swipe.finish(userId, deckId, score);
      return { state: await deckState(userId, deck), isNew: true };
    },

    finishFirstPlay: (userId: string) => swipe.finishFirstPlay(userId),
  };
}

export type SwipeGameService = ReturnType<typeof createSwipeGameService>;
