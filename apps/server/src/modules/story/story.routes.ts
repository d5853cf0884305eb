import {
  getEvolutionPrompt,
  getMyStory,
  getReflection,
  saveChapterOwnWords,
  saveReflection,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { StoryService } from './story.service.ts';

export const storyRoutes: FastifyPluginAsyncZod<{ story: StoryService; guards: Guards }> = async (
  app,
  { story: service, guards },
) => {
  const route = endpointRoutes(['story'], guards.signedIn);

  app.route({
    ...route(
      getMyStory,
      "The learner's growth story: a chapter per week (reading marks new ones read)",
    ),
    handler: async (request) =>
      success({ chapters: await service.myStory(callerOf(request).userId) }),
  });

  app.route({
    ...route(
      saveChapterOwnWords,
      "The learner's own words for an unlocked chapter ('' removes them)",
    ),
    handler: async (request) =>
      success(
        await service.saveOwnWords(callerOf(request).userId, request.body.week, request.body.text),
      ),
  });

  app.route({
    ...route(getEvolutionPrompt, "The week's reflection question"),
    handler: async (request) =>
      success(await service.prompt(callerOf(request).userId, request.query.week)),
  });

  app.route({
    ...route(
      getReflection,
      "The learner's reflection on week {id} (text null when there is none yet)",
    ),
    handler: async (request) =>
      success(await service.reflection(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(saveReflection, "Save the learner's reflection on a week ('' removes it)"),
    handler: async (request) =>
      success(
        await service.saveReflection(
          callerOf(request).userId,
          request.body.week,
          request.body.text,
        ),
      ),
  });
};
