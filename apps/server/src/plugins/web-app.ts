import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorText, FIRST_PAINT_COOKIE } from '@leerloop/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Pages the web build renders to HTML (issue 22; apps/web/prerender.mjs): sent for these paths,
 * without a query, to a device that has not said it is signed in or reads Darija (the cookie).
 */
const PRERENDERED_PAGES: Record<string, string> = {
  '/': 'prerendered/index.html',
  '/auth/login': 'prerendered/auth/login.html',
  '/auth/register': 'prerendered/auth/register.html',
};

const wantsAppRendering = (cookie: string | undefined) =>
  cookie?.split(';').some((part) => part.trim() === `${FIRST_PAINT_COOKIE}=app`) ?? false;

/**
 * Serves the built web app and answers unknown paths. Hashed assets are cached for a year; every other path that is not
 * an API call gets index.html, so the client router decides (SPA fallback).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  const hasWebApp = existsSync(indexFile);
  const prerenderedPages = new Map(
    Object.entries(PRERENDERED_PAGES).filter(([, file]) => existsSync(join(distDir, file))),
  );
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
    const [pathname, query] = request.url.split('?');
    const prerendered = query === undefined ? prerenderedPages.get(pathname ?? '') : undefined;
    if (prerendered) {
      reply.header('vary', 'Cookie');
      if (!wantsAppRendering(request.headers.cookie)) return reply.sendFile(prerendered);
    }
    return reply.sendFile('index.html');
  });
}
