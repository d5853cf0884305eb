import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';

/** Better Auth's `logger.log` (its levels are pino's, without `success`, which it maps to info). */
export type AuthLog = (
  level: 'debug' | 'info' | 'warn' | 'error',
  message: string,
  ...args: unknown[]
) => void;

/**
 * Better Auth's messages in our log (issue 20): same format, level and redaction as the rest,
 * instead of its own coloured console lines. An error among the arguments is logged as `err`.
 */
export const betterAuthToPino =
  (log: FastifyBaseLogger): AuthLog =>
  (level, message, ...args) => {
    const error = args.find((arg) => arg instanceof Error);
    const rest = args.filter((arg) => arg !== error);
    log[level](
      {
        source: 'better-auth',
        ...(error && { err: error }),
        ...(rest.length > 0 && { args: rest }),
      },
      message,
    );
  };

/**
 * Issue 20: one line per request, at debug, so the start-up lines (the address, the demo
 * accounts) stay on screen. A request that failed is still logged at error.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.debug(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ req: request }, 'route not found');
  }
}
