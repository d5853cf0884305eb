import type { FastifyInstance } from 'fastify';
/**
 * Security headers. Scripts only from our origin (no inline scripts); Emotion injects styles,
 * so styles allow 'unsafe-inline'. Framing is refused everywhere but the /iframe page.
 */
export declare function registerSecurityHeaders(
  app: FastifyInstance,
  {
    isProduction,
  }: {
    isProduction: boolean;
  },
): Promise<void>;
