import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { FrameAncestors } from '../modules/organisations/embedding.ts';

/**
 * Security headers. Scripts only from our origin (no inline scripts); Emotion injects styles,
 * so styles allow 'unsafe-inline'. Framing is refused everywhere but the /iframe page.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction, frameAncestorsOf }: { isProduction: boolean; frameAncestorsOf: FrameAncestors },
) {
  const headers = headersOf({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // The service worker and the web app manifest (issue 24), from our origin only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: isProduction ? [] : null,
      },
    },
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The same answer as frame-ancestors 'none' for browsers that only read this header
    // (helmet's default, SAMEORIGIN, would contradict it).
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // The one embeddable route (spec §2 /iframe): the sites allowed for it may frame it.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/iframe')) return done(null, payload); // every other answer, cheaply
    const url = new URL(request.url, 'http://leerloop');
    if (url.pathname !== '/iframe') return done(null, payload);
    frameAncestorsOf(url.searchParams.get('org')).then((sites) => {
      const csp = String(reply.getHeader('content-security-policy') ?? '');
      reply.header(
        'content-security-policy',
        csp.replace("frame-ancestors 'none'", ["frame-ancestors 'self'", ...sites].join(' ')),
      );
      reply.removeHeader('x-frame-options');
      done(null, payload);
    }, done);
  });
}

/**
 * The headers helmet writes for `options`, worked out once: they are the same for every answer
 * (no nonces), and building them per request cost more than half of a small read's throughput.
 */
function headersOf(options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}
