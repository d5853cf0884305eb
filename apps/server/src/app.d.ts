import { type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
/** Builds the whole app: services first, then external plugins, then our routes, then the web app. */
export declare function buildApp(
  config: Config,
  {
    logger,
  }?: {
    logger?: boolean;
  },
): Promise<{
  app: import('fastify').FastifyInstance<
    import('http').Server<
      typeof import('http').IncomingMessage,
      typeof import('http').ServerResponse
    >,
    import('http').IncomingMessage,
    import('http').ServerResponse<import('http').IncomingMessage>,
    import('fastify').FastifyBaseLogger,
    ZodTypeProvider
  >;
  ctx: AppContext;
}>;
