import { z } from 'zod';
import { successResponse as success } from './envelope.ts';
import { localized } from './content.ts';

/**
 * The swipe game (issue 5, spec §7): a week's deck of statements, agree or disagree, each
 * followed by its explanation and how the learner's organisation swiped it. The live game state
 * is the realtime reference `games/{playerId}` (the player id is the user's id).
 */
export const swipeChoices = ['agree', 'disagree'] as const;
export type SwipeChoice = (typeof swipeChoices)[number];

/** Below this many answers the organisation's view of a card is not shown (nobody stands out). */
export const MIN_CROWD = 5;

export const crowdView = z
  .object({ agreePercent: z.number().int().min(0).max(100), count: z.number().int() })
  .nullable();

export const deckGameState = z.object({
  deckId: z.string(),
  /** The card to show next: the first one without a choice. */
  position: z.number().int(),
  choices: z.record(z.string(), z.enum(swipeChoices)),
  finishedAt: z.string().nullable(),
  /** Statements of fact judged right, once finished. */
  score: z.number().int().nullable(),
  facts: z.number().int(),
});
export type DeckGameState = z.infer<typeof deckGameState>;

export const gameState = z
  .object({
    playerId: z.string(),
    /** The first play starts with a short tutorial until POST /finish-firstTimePlay. */
    firstPlayFinished: z.boolean(),
    decks: z.array(deckGameState),
  })
  .meta({ id: 'GameState' });
export type GameState = z.infer<typeof gameState>;

export const deckView = z
  .object({
    id: z.string(),
    week: z.number().int(),
    title: localized,
    cards: z.array(z.object({ id: z.string(), statement: localized })),
    state: deckGameState,
  })
  .meta({ id: 'SwipeDeck' });

export const swipeResult = z.object({
  cardId: z.string(),
  choice: z.enum(swipeChoices),
  /** Null for an opinion: there is no right side. */
  isCorrect: z.boolean().nullable(),
  explanation: localized,
  crowd: crowdView,
});

export const deckIdParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
});
export const playerIdParams = z.object({
  playerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});

/** POST /my-tinder-save: one swipe (choice), or its undo (choice null). */
export const tinderSaveBody = z
  .object({
    deckId: deckIdParams.shape.id,
    cardId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid_value'),
    choice: z.enum(swipeChoices).nullable(),
  })
  .meta({ id: 'TinderSave' });
export const tinderSaveResponse = success(
  z.object({ result: swipeResult.nullable(), state: deckGameState }),
);

/** POST /upload-tinder-result: the deck is done (every card chosen). Repeating it changes nothing. */
export const tinderResultBody = z
  .object({ deckId: deckIdParams.shape.id })
  .meta({ id: 'TinderResult' });
export const tinderResultResponse = success(deckGameState);

export const gameStateResponse = success(gameState);

/** GET /games: per deck, how many of the learner's organisation finished it and their average. */
export const gamesOverview = z
  .object({
    decks: z.array(
      z.object({
        deckId: z.string(),
        players: z.number().int(),
        /** Share of the statements of fact judged right, once at least MIN_CROWD finished. */
        averagePercent: z.number().int().min(0).max(100).nullable(),
      }),
    ),
  })
  .meta({ id: 'GamesOverview' });
export const gamesOverviewResponse = success(gamesOverview);
export const deckResponse = success(deckView);
