import { getFeatures } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { endpointRoutes, success } from '../../plugins/authenticate.ts';

/** Which optional parts this deployment has turned on (decision 031); nothing of anyone. */
export const featuresRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'isWalletsEnabled'>;
}> = async (app, { config }) => {
  const route = endpointRoutes(['system']);

  app.route({
    ...route(getFeatures, 'The optional parts this deployment has turned on'),
    handler: async () => success({ wallets: config.isWalletsEnabled }),
  });
};
