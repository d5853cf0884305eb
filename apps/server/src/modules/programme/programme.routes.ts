import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  answerModuleQuestion,
  completeModule,
  getMicrolearningContent,
  getMicrolearningModules,
  getModuleProgress,
  restartModule,
  saveModulePosition,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { serializeAsBuilt } from '../../lib/serialize-as-built.ts';
import type { Config } from '../../config.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import { CONTENT_IMAGES_PATH } from './content-image-url.ts';
import type { ClientRequests } from '../client-requests/client-requests.ts';
import type { ProgrammeService } from './programme.service.ts';

export const programmeRoutes: FastifyPluginAsyncZod<{
  programme: ProgrammeService;
  clientRequests: ClientRequests;
  config: Pick<Config, 'contentDir'>;
  guards: Guards;
}> = async (app, { programme: service, clientRequests, config, guards }) => {
  const route = endpointRoutes(['programme'], guards.signedIn);

  app.route({
    ...route(
      getMicrolearningModules,
      "The learner's modules by week, with state, progress and locks",
    ),
    serializerCompiler: serializeAsBuilt,
    handler: async (request) => success(await service.listModules(callerOf(request).userId)),
  });

  app.route({
    ...route(
      getMicrolearningContent,
      'A module to work through (questions without their answers), and where the learner is',
    ),
    handler: async (request) =>
      success(await service.moduleContent(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(getModuleProgress, "The learner's progress in a module"),
    handler: async (request) =>
      success(await service.progress(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(saveModulePosition, 'Where the learner is in a module (resume on any device)'),
    handler: async (request) =>
      success(
        await service.savePosition(
          callerOf(request).userId,
          request.params.id,
          request.body.position,
        ),
      ),
  });

  app.route({
    ...route(
      answerModuleQuestion,
      'Answer a question: right or not, the right answer and why (the first answer counts)',
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const { itemId, answer, requestId } = request.body;
      const { result } = await clientRequests.once(
        { userId, requestId, endpoint: `answer:${request.params.id}` },
        () => service.answer(userId, request.params.id, itemId, answer),
      );
      return success(result);
    },
  });

  app.route({
    ...route(completeModule, 'Finish a module: its score (every question must be answered)'),
    handler: async (request) =>
      success(await service.complete(callerOf(request).userId, request.params.id)),
  });

  app.route({
    ...route(restartModule, 'Do a module again (the best score stays)'),
    handler: async (request) =>
      success(await service.restart(callerOf(request).userId, request.params.id)),
  });

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
