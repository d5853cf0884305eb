import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { FrameAncestors } from '../modules/organisations/embedding.ts';

/**
 * Security headers. Scripts only from our origin (no inline scripts); Emotion injects styles,
 * so styles allow 'unsafe-inline'. Framing is refused everywhere but the /iframe page.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  { isProduction, frameAncestorsOf }: { isProduction: boolean; frameAncestorsOf: FrameAncestors },
) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
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
  // The one embeddable route (spec §2 /iframe): the sites allowed for it may frame it.
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/iframe')) return; // every other answer, cheaply
    const url = new URL(request.url, 'http://leerloop');
    if (url.pathname !== '/iframe') return;
    const sites = await frameAncestorsOf(url.searchParams.get('org'));
    const csp = String(reply.getHeader('content-security-policy') ?? '');
    reply.header(
      'content-security-policy',
      csp.replace("frame-ancestors 'none'", ["frame-ancestors 'self'", ...sites].join(' ')),
    );
    reply.removeHeader('x-frame-options');
  });
}
