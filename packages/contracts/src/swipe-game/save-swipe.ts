import { z } from 'zod';
import { localized } from '../localized.ts';
import { clientRequestId } from '../client-request.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { crowdView, deckGameState, deckIdParams, swipeChoices } from './game-views.ts';

export const swipeResult = z.object({
  cardId: z.string(),
  choice: z.enum(swipeChoices),
  /** Null for an opinion: there is no right side. */
  isCorrect: z.boolean().nullable(),
  explanation: localized,
  crowd: crowdView,
});

export const tinderSaveBody = z
  .object({
    deckId: deckIdParams.shape.id,
    cardId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'invalid_value'),
    choice: z.enum(swipeChoices).nullable(),
    /** Sent again (offline work), the same id gets the first answer: it counts once. */
    requestId: clientRequestId.optional(),
  })
  .meta({ id: 'TinderSave' });
export const tinderSaveResponse = success(
  z.object({ result: swipeResult.nullable(), state: deckGameState }),
);

/**
 * Spec §7: one swipe (choice), or its undo (choice null): the card's explanation and the
 * organisation's view.
 */
export const saveSwipe = endpoint({
  method: 'POST',
  path: '/my-tinder-save',
  body: tinderSaveBody,
  response: tinderSaveResponse,
  errors: ['NOT_FOUND', 'LOCKED', 'CONFLICT', 'VALIDATION_ERROR'],
});
