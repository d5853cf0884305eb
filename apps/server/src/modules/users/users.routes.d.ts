import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
export declare const usersRoutes: FastifyPluginAsyncZod<AppContext>;
