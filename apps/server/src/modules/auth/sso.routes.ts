import { ssoConnectionsResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { success } from '../../plugins/authenticate.ts';

/** The sign-in page's "Inloggen met …" buttons: which connections there are (no secrets). */
export const ssoRoutes: FastifyPluginAsyncZod<{
  config: Pick<Config, 'ssoConnections'>;
}> = async (app, { config }) => {
  app.get(
    '/api/sso-connections',
    {
      schema: {
        tags: ['auth'],
        summary: "The organisations' single sign-on connections",
        response: { 200: ssoConnectionsResponse },
      },
    },
    async () =>
      success({ connections: config.ssoConnections.map(({ id, name }) => ({ id, name })) }),
  );
};
