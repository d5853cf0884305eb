import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
/** Mounts Better Auth at /api/auth/* (sign-up, sign-in, session, token, JWKS, organisations). */
export declare function authBridgeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void>;
