import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
/** The local outbox, for developers and tests. Never registered in production. */
export declare const devMailRoutes: FastifyPluginAsyncZod<AppContext>;
