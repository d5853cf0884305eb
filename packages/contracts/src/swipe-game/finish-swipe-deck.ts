import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { deckGameState, deckIdParams } from './game-views.ts';

export const tinderResultBody = z
  .object({ deckId: deckIdParams.shape.id })
  .meta({ id: 'TinderResult' });
export const tinderResultResponse = success(deckGameState);

/** Spec §7: the deck is done (every card chosen). Repeating it changes nothing. */
export const finishSwipeDeck = endpoint({
  method: 'POST',
  path: '/upload-tinder-result',
  body: tinderResultBody,
  response: tinderResultResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'CONFLICT', 'VALIDATION_ERROR'],
});
