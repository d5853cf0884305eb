import type { FastifyInstance } from 'fastify';
/** OpenAPI document at /api/docs/json and its UI at /api/docs, generated from the contracts. */
export declare function registerOpenApi(app: FastifyInstance): Promise<void>;
