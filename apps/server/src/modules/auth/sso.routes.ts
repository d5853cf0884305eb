import { getSsoConnections } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { endpointRoutes, success } from '../../plugins/authenticate.ts';

/** The sign-in page's "Inloggen met …" buttons: which connections there are (no secrets). */
export const ssoRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'ssoConnections'>;
}> = async (app, { config }) => {
  const route = endpointRoutes(['auth']);
  app.route({
    ...route(getSsoConnections, "The organisations' single sign-on connections"),
    handler: async () =>
      success({ connections: config.ssoConnections.map(({ id, name }) => ({ id, name })) }),
  });
};
