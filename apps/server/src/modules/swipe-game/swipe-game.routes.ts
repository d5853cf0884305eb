import {
  finishSwipeDeck,
  finishTutorial,
  getGameState,
  getGamesOverview,
  getSwipeDeck,
  realtimeRefs,
  saveSwipe,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { ClientRequests } from '../client-requests/client-requests.ts';
import type { SwipeGameService } from './swipe-game.service.ts';

/** The swipe game; every change is announced on `games/{playerId}` (the learner's other tabs). */
export const swipeGameRoutes: FastifyPluginAsyncZod<{
  swipe: SwipeGameService;
  clientRequests: ClientRequests;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { swipe: service, clientRequests, realtime, guards }) => {
  const route = endpointRoutes(['swipe game'], guards.signedIn);
  const changed = (userId: string) => realtime.publish(realtimeRefs.game(userId));

  app.route({
    ...route(getGameState, "The player's live game state (realtime reference games/{playerId})"),
    handler: async (request) => {
      const { userId } = callerOf(request);
      // Someone else's game is answered as if it did not exist.
      if (request.params.playerId !== userId) throw new AppError('NOT_FOUND');
      return success(await service.gameState(userId));
    },
  });

  app.route({
    ...route(
      getGamesOverview,
      "How the learner's organisation did per deck (realtime reference games)",
    ),
    handler: async (request) => success(await service.overview(callerOf(request).userId)),
  });

  app.route({
    ...route(getSwipeDeck, "A week's swipe deck (statements only) and where the learner is in it"),
    handler: async (request) =>
      success(await service.deck(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(
      saveSwipe,
      "One swipe: the card's explanation and the organisation's view; null takes it back",
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const { deckId, cardId, choice, requestId } = request.body;
      const { result, isRepeat } = await clientRequests.once(
        { userId, requestId, endpoint: 'swipe' },
        () => service.swipe(userId, deckId, cardId, choice),
      );
      if (!isRepeat) changed(userId);
      return success(result);
    },
  });

  app.route({
    ...route(finishSwipeDeck, 'Finish a deck (every card swiped); repeating it changes nothing'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const { state, isNew } = await service.finish(userId, request.body.deckId);
      if (isNew) {
        changed(userId);
        realtime.publish(realtimeRefs.games());
      }
      return success(state);
    },
  });

  app.route({
    ...route(finishTutorial, 'Close the first-play tutorial (once)'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await service.finishFirstPlay(userId);
      changed(userId);
      return success(await service.gameState(userId));
    },
  });
};
