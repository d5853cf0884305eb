import { endpoint } from '../endpoint.ts';
import { gameStateResponse } from './game-views.ts';

/** Spec §7: closes the first play's tutorial (once); answers with the game state. */
export const finishTutorial = endpoint({
  method: 'POST',
  path: '/finish-firstTimePlay',
  response: gameStateResponse,
});
