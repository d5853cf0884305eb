import { z } from 'zod';
import { successResponse as success } from '../envelope.ts';

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
export type CrowdView = z.infer<typeof crowdView>;

/**
 * How a crowd (an organisation, a group) swiped a statement: the share who agreed, or null
 * below MIN_CROWD answers. The one rule for every place that shows others' swipes.
 */
export const crowdViewOf = ({ count, agree }: { count: number; agree: number }): CrowdView =>
  count >= MIN_CROWD ? { agreePercent: Math.round((agree / count) * 100), count } : null;

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
    /** The first play starts with a short tutorial until it is closed (finishTutorial). */
    firstPlayFinished: z.boolean(),
    decks: z.array(deckGameState),
  })
  .meta({ id: 'GameState' });
export type GameState = z.infer<typeof gameState>;

export const gameStateResponse = success(gameState);

export const deckIdParams = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,80}$/, 'invalid_value'),
});
