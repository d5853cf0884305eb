import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorText } from '@leerloop/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app and answers unknown paths. Hashed assets are cached for a year; every other path that is not
 * an API call gets index.html, so the client router decides (SPA fallback).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  if (!hasWebApp) {
    app.log.warn(`No built web app at ${distDir}: run "npm run build" (the API works without it).`);
  } else {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset; the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, path) {
        const isHashedAsset = path.includes(`${join(distDir, 'assets')}`);
        res.header(
          'cache-control',
          isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi =
      path === '/api' ||
      ['/api/', '/dev/', '/content-images/'].some((prefix) => path.startsWith(prefix));
    if (!hasWebApp || isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({
        code: 'NOT_FOUND',
        message: `${errorText('NOT_FOUND')}: ${request.method} ${path}`,
      });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
