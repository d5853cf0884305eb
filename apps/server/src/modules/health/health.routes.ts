import { databaseMessage, healthResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { isDatabaseWorking } from '../../db/database.ts';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Is the service and its database working',
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_request, reply) => {
      const { db, driver } = ctx.database;
      const state = (await isDatabaseWorking(db)) ? ('working' as const) : ('not-working' as const);
      reply.status(state === 'working' ? 200 : 503);
      return {
        status: state === 'working' ? ('ok' as const) : ('degraded' as const),
        database: { driver, state, message: databaseMessage(driver, state) },
      };
    },
  );
};
