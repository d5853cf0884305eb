import { featuresResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { success } from '../../plugins/authenticate.ts';

/** Which optional parts this deployment has turned on (decision 031); nothing of anyone. */
export const featuresRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'isWalletsEnabled'>;
}> = async (app, { config }) => {
  app.get(
    '/api/features',
    {
      schema: {
        tags: ['system'],
        summary: 'The optional parts this deployment has turned on',
        response: { 200: featuresResponse },
      },
    },
    async () => success({ wallets: config.isWalletsEnabled }),
  );
};
