import { databaseMessage, getHealth } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { type DatabaseHandle, isDatabaseWorking } from '../../db/database.ts';
import { endpointRoutes } from '../../plugins/authenticate.ts';
import { isRedisWorking } from '../../redis/redis.ts';
import type { Storage } from '../../storage/storage.ts';

export const healthRoutes: FastifyPluginAsyncZod<{
  database: DatabaseHandle;
  /** Only in the scale-out setup (REDIS_URL). */
  redis?: Redis;
  storage: Pick<Storage, 'driver' | 'isWorking'>;
}> = async (app, ctx) => {
  const route = endpointRoutes(['system'])(
    getHealth,
    'Is the service working: database, Redis (when configured) and file storage',
  );

  app.route({
    ...route,
    // A database that is down answers the same body with 503.
    schema: { ...route.schema, response: { 200: getHealth.response, 503: getHealth.response } },
    handler: async (_request, reply) => {
      const { db, driver } = ctx.database;
      const component = <D extends string>(name: D, isWorking: boolean) => {
        const state = isWorking ? ('working' as const) : ('not-working' as const);
        return { driver: name, state, message: databaseMessage(name, state) };
      };
      const database = component(driver, await isDatabaseWorking(db));
      const redis = ctx.redis && component('Redis' as const, await isRedisWorking(ctx.redis));
      const storage = component(ctx.storage.driver, await ctx.storage.isWorking());
      const isHealthy = [database, redis, storage].every((c) => !c || c.state === 'working');
      reply.status(database.state === 'working' ? 200 : 503);
      return {
        status: isHealthy ? ('ok' as const) : ('degraded' as const),
        database,
        ...(redis && { redis }),
        storage,
      };
    },
  });
};
