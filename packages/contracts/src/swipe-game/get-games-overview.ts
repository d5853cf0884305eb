import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/** Per deck, how many of the learner's organisation finished it and their average. */
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

/** How the learner's organisation did per deck (realtime reference `games`). */
export const getGamesOverview = endpoint({
  method: 'GET',
  path: '/games',
  response: gamesOverviewResponse,
});
