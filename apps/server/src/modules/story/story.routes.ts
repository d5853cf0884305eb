import {
  myStoryResponse,
  promptResponse,
  reflectionBody,
  reflectionResponse,
  storySaveBody,
  storySaveResponse,
  weekParams,
  weekQuery,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { StoryService } from './story.service.ts';

export const storyRoutes: FastifyPluginAsyncZod<{ story: StoryService; guards: Guards }> = async (
  app,
  { story: service, guards },
) => {
  const route = signedInRoute(['story'], guards.signedIn);

  app.get(
    '/api/my-story',
    route("The learner's growth story: a chapter per week (reading marks new ones read)", {
      response: { 200: myStoryResponse },
    }),
    async (request) => success({ chapters: await service.myStory(callerOf(request).userId) }),
  );

  app.post(
    '/api/my-story-save',
    route("The learner's own words for an unlocked chapter ('' removes them)", {
      body: storySaveBody,
      response: { 200: storySaveResponse },
    }),
    async (request) =>
      success(
        await service.saveOwnWords(callerOf(request).userId, request.body.week, request.body.text),
      ),
  );

  app.get(
    '/api/my-prompt-evolution',
    route("The week's reflection question", {
      querystring: weekQuery,
      response: { 200: promptResponse },
    }),
    async (request) => success(await service.prompt(callerOf(request).userId, request.query.week)),
  );

  app.get(
    '/api/evolution/:id',
    route("The learner's reflection on week {id} (text null when there is none yet)", {
      params: weekParams,
      response: { 200: reflectionResponse },
    }),
    async (request) =>
      success(await service.reflection(callerOf(request).userId, request.params.id)),
  );

  app.post(
    '/api/evolution',
    route("Save the learner's reflection on a week ('' removes it)", {
      body: reflectionBody,
      response: { 200: reflectionResponse },
    }),
    async (request) =>
      success(
        await service.saveReflection(
          callerOf(request).userId,
          request.body.week,
          request.body.text,
        ),
      ),
  );
};
