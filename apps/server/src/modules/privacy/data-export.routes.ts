import { downloadMyData, MY_DATA_PER_HOUR, routeUrlOf } from '@leerloop/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { rateLimited } from '../rate-limit/rate-limited.ts';
import { type RateLimiter, take } from '../rate-limit/rate-limiter.ts';
import type { DataExport } from './data-export.ts';

const HOUR_MS = 60 * 60_000;

/**
 * Issue 18, "download my data": the account page's link. A link, not a fetched blob, so the
 * browser streams the ZIP to disk; it carries the session cookie (API clients send the usual
 * headers).
 */
export const dataExportRoutes: FastifyPluginAsync<{
  dataExport: DataExport;
  rateLimiter: RateLimiter;
  browserCallerOf(request: FastifyRequest): Promise<string | undefined>;
}> = async (app, { dataExport, rateLimiter, browserCallerOf }) => {
  app.route({
    method: downloadMyData.method,
    url: routeUrlOf(downloadMyData),
    // A ZIP, not JSON: described by hand, sent as it is.
    schema: {
      tags: ['privacy'],
      summary:
        'Download my data: a ZIP of the profile, answers and their files, Imi chats, story and reflections, swipes and progress (JSON plus files)',
      produces: ['application/zip'],
    },
    handler: async (request, reply) => {
      const userId = await browserCallerOf(request);
      if (!userId) throw new AppError('UNAUTHORIZED');
      const wait = await take(rateLimiter, `my-data:${userId}`, HOUR_MS, MY_DATA_PER_HOUR);
      if (wait) throw rateLimited(wait, 'requests');
      const now = new Date();
      const zip = await dataExport.zipOf(userId, now);
      if (!zip) throw new AppError('UNAUTHORIZED');
      const day = now.toISOString().slice(0, 10);
      reply.header('content-type', 'application/zip');
      reply.header(
        'content-disposition',
        `attachment; filename="leerloop-mijn-gegevens-${day}.zip"`,
      );
      reply.header('cache-control', 'no-store');
      return reply.send(zip);
    },
  });
};
