import {
  deckIdParams,
  deckResponse,
  gameStateResponse,
  gamesOverviewResponse,
  playerIdParams,
  realtimeRefs,
  tinderResultBody,
  tinderResultResponse,
  tinderSaveBody,
  tinderSaveResponse,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { SwipeService } from './swipe.service.ts';

/** The swipe game; every change is announced on `games/{playerId}` (the learner's other tabs). */
export const swipeRoutes: FastifyPluginAsyncZod<{
  swipe: SwipeService;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { swipe: service, realtime, guards }) => {
  const route = signedInRoute(['swipe game'], guards.signedIn);
  const changed = (userId: string) => realtime.publish(realtimeRefs.game(userId));

  app.get(
    '/api/games/:playerId',
    route("The player's live game state (realtime reference games/{playerId})", {
      params: playerIdParams,
      response: { 200: gameStateResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      // Someone else's game is answered as if it did not exist.
      if (request.params.playerId !== userId) throw new AppError('NOT_FOUND');
      return success(await service.gameState(userId));
    },
  );

  app.get(
    '/api/games',
    route("How the learner's organisation did per deck (realtime reference games)", {
      response: { 200: gamesOverviewResponse },
    }),
    async (request) => success(await service.overview(callerOf(request).userId)),
  );

  app.get(
    '/api/tinder-deck/:id',
    route("A week's swipe deck (statements only) and where the learner is in it", {
      params: deckIdParams,
      response: { 200: deckResponse },
    }),
    async (request) => success(await service.deck(callerOf(request).userId, request.params.id)),
  );

  app.post(
    '/api/my-tinder-save',
    route("One swipe: the card's explanation and the organisation's view; null takes it back", {
      body: tinderSaveBody,
      response: { 200: tinderSaveResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      const { deckId, cardId, choice } = request.body;
      const saved = await service.swipe(userId, deckId, cardId, choice);
      changed(userId);
      return success(saved);
    },
  );

  app.post(
    '/api/upload-tinder-result',
    route('Finish a deck (every card swiped); repeating it changes nothing', {
      body: tinderResultBody,
      response: { 200: tinderResultResponse },
    }),
    async (request) => {
      const { userId } = callerOf(request);
      const { state, isNew } = await service.finish(userId, request.body.deckId);
      if (isNew) {
        changed(userId);
        realtime.publish(realtimeRefs.games());
      }
      return success(state);
    },
  );

  app.post(
    '/api/finish-firstTimePlay',
    route('Close the first-play tutorial (once)', { response: { 200: gameStateResponse } }),
    async (request) => {
      const { userId } = callerOf(request);
      await service.finishFirstPlay(userId);
      changed(userId);
      return success(await service.gameState(userId));
    },
  );
};
