import type { FastifyInstance } from 'fastify';
/** One handler, one shape: `{ code, message }` (+ `issues` for validation). 5xx details stay in the log. */
export declare function registerErrorHandler(app: FastifyInstance): void;
