import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { gameStateResponse } from './game-views.ts';

export const playerIdParams = z.object({
  playerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});

/** The player's live game state (realtime reference `games/{playerId}`); only one's own. */
export const getGameState = endpoint({
  method: 'GET',
  path: '/games/:playerId',
  params: playerIdParams,
  response: gameStateResponse,
  errors: ['NOT_FOUND', 'VALIDATION_ERROR'],
});
