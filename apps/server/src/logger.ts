import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import type { Config } from './config.ts';

/**
 * The app's one logger, made before anything else so every service is built with it: JSON lines
 * in production (or into `stream` for tests), readable single lines in a terminal otherwise.
 */
export function createLogger(
  config: Pick<Config, 'logLevel' | 'isProduction'>,
  { enabled = true, stream }: { enabled?: boolean; stream?: { write(line: string): void } } = {},
): FastifyBaseLogger {
  const options = {
    enabled,
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  };
  if (stream) return pino(options, stream);
  if (config.isProduction || !enabled) return pino(options);
  return pino({
    ...options,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname', singleLine: true },
    },
  });
}

export type Logger = FastifyBaseLogger;
