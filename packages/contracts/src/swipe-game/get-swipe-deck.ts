import { z } from 'zod';
import { localized } from '../localized.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { deckGameState, deckIdParams } from './game-views.ts';

export const deckView = z
  .object({
    id: z.string(),
    week: z.number().int(),
    title: localized,
    cards: z.array(z.object({ id: z.string(), statement: localized })),
    state: deckGameState,
  })
  .meta({ id: 'SwipeDeck' });
export const deckResponse = success(deckView);

/** Spec §7: a week's swipe deck (statements only) and where the learner is in it. */
export const getSwipeDeck = endpoint({
  method: 'GET',
  path: '/tinder-deck/:id',
  params: deckIdParams,
  response: deckResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'VALIDATION_ERROR'],
});
