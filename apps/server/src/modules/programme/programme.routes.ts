import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerBody,
  answerResponse,
  modulesResponse,
  moduleContentResponse,
  moduleIdParams,
  progressResponse,
  savePositionBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Config } from '../../config.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import { CONTENT_IMAGES_PATH } from './content-image-url.ts';
import type { ProgrammeService } from './programme.service.ts';

export const programmeRoutes: FastifyPluginAsyncZod<{
  programme: ProgrammeService;
  config: Pick<Config, 'contentDir'>;
  guards: Guards;
}> = async (app, { programme: service, config, guards }) => {
  const route = signedInRoute(['programme'], guards.signedIn);

  app.get(
    '/api/get-microlearning-modules',
    route("The learner's modules by week, with state, progress and locks", {
      response: { 200: modulesResponse },
    }),
    async (request) => success(await service.listModules(callerOf(request).userId)),
  );

  app.get(
    '/api/get-microlearning-content/:id',
    route('A module to work through (questions without their answers), and where the learner is', {
      params: moduleIdParams,
      response: { 200: moduleContentResponse },
    }),
    async (request) =>
      success(await service.moduleContent(callerOf(request).userId, request.params.id)),
  );

  app.get(
    '/api/microlearning-progress/:id',
    route("The learner's progress in a module", {
      params: moduleIdParams,
      response: { 200: progressResponse },
    }),
    async (request) => success(await service.progress(callerOf(request).userId, request.params.id)),
  );

  app.put(
    '/api/microlearning-progress/:id',
    route('Where the learner is in a module (resume on any device)', {
      params: moduleIdParams,
      body: savePositionBody,
      response: { 200: progressResponse },
    }),
    async (request) =>
      success(
        await service.savePosition(
          callerOf(request).userId,
          request.params.id,
          request.body.position,
        ),
      ),
  );

  app.post(
    '/api/microlearning-progress/:id/answers',
    route('Answer a question: right or not, the right answer and why (the first answer counts)', {
      params: moduleIdParams,
      body: answerBody,
      response: { 200: answerResponse },
    }),
    async (request) =>
      success(
        await service.answer(
          callerOf(request).userId,
          request.params.id,
          request.body.itemId,
          request.body.answer,
        ),
      ),
  );

  app.post(
    '/api/microlearning-progress/:id/complete',
    route('Finish a module: its score (every question must be answered)', {
      params: moduleIdParams,
      response: { 200: progressResponse },
    }),
    async (request) => success(await service.complete(callerOf(request).userId, request.params.id)),
  );

  app.post(
    '/api/microlearning-progress/:id/restart',
    route('Do a module again (the best score stays)', {
      params: moduleIdParams,
      response: { 200: progressResponse },
    }),
    async (request) => success(await service.restart(callerOf(request).userId, request.params.id)),
  );

  // The programme's illustrations, straight from content/ (no token: they are not secret).
  // Names are checked, never joined raw.
  const imageParams = z.object({
    folder: z.string().regex(/^\d{2}-[a-z0-9-]+$/),
    file: z.string().regex(/^[a-z0-9-]+\.(svg|webp)$/),
  });
  app.get(
    `${CONTENT_IMAGES_PATH}/:folder/:file`,
    { schema: { hide: true, params: imageParams } },
    async (request, reply) => {
      const path = join(
        config.contentDir,
        'weeks',
        request.params.folder,
        'images',
        request.params.file,
      );
      if (!existsSync(path)) throw new AppError('NOT_FOUND');
      reply.header('cache-control', 'public, max-age=86400');
      // An SVG is a document: it may draw, never run anything.
      reply.header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
      );
      reply.type(request.params.file.endsWith('.svg') ? 'image/svg+xml' : 'image/webp');
      return reply.send(createReadStream(path));
    },
  );
};
