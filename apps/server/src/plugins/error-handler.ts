import { type ErrorCode, errorText, validationText, widgetReasonOf } from '@leerloop/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-errors.ts';
import { AppError } from '../lib/app-error.ts';

/** Fastify's own 4xx errors (bad JSON, wrong content type, too large) in our codes. */
const byStatus: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** One handler, one shape: `{ code, message }` (+ `issues` for validation). 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      const reason = error.reason ?? widgetReasonOf(error.code, error.issues?.[0]?.message);
      return reply.status(error.statusCode).send({
        code: error.code,
        message: error.message,
        ...(error.issues && { issues: error.issues }),
        ...(reason && { reason }),
        ...error.details,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'invalid_value',
      }));
      const first = issues[0];
      const message = first
        ? `${first.path ? `${first.path}: ` : ''}${validationText(first.message)}`
        : errorText('VALIDATION_ERROR');
      const reason = widgetReasonOf('VALIDATION_ERROR', first?.message);
      return reply
        .status(400)
        .send({ code: 'VALIDATION_ERROR', message, issues, ...(reason && { reason }) });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', '30');
      return reply
        .status(503)
        .send({ code: 'SERVICE_UNAVAILABLE', message: errorText('SERVICE_UNAVAILABLE') });
    }
    const status = error.statusCode ?? 500;
    const code = status < 500 ? (byStatus[status] ?? 'VALIDATION_ERROR') : 'INTERNAL_ERROR';
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.status(status < 500 ? status : 500).send({
      code,
      message:
        status < 500 && error.message ? `${errorText(code)} (${error.message})` : errorText(code),
    });
  });
}
