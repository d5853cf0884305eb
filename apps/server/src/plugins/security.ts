import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { FrameAncestors } from '../modules/organisations/embedding.ts';

/**
 * Security headers. A page's: scripts only from our origin (no inline scripts); Emotion injects
 * styles, so styles allow 'unsafe-inline'. An API answer's (JSON): the few that mean something
 * for data. Framing is refused everywhere but the /iframe page. Set as the answer leaves, when
 * its type is known: errors, refusals and 404s get them too.
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
  const forData = dataHeaders(headers);
  app.addHook('onSend', (request, reply, payload, done) => {
    // A route's own (a picture's or a video's stricter policy) stands.
    const wanted = isData(reply.getHeader('content-type')) ? forData : headers;
    for (const name in wanted) if (!reply.hasHeader(name)) reply.header(name, wanted[name]);
    if (!request.url.startsWith('/iframe')) return done(null, payload); // every other answer, cheaply
    // The one embeddable route (spec §2 /iframe): the sites allowed for it may frame it.
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

const isData = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('application/json');

/**
 * What an answer that is data, not a page, needs (OWASP's REST Security Cheat Sheet): nothing
 * loads or runs in it when opened, nothing frames it, no browser guesses its type, no other
 * site reads it, and HTTPS only. The rest of a page's set (its script and style sources, the
 * opener and agent cluster, DNS prefetching, old Internet Explorer's downloads, Flash's policy
 * files, the XSS filter) means nothing to JSON; sent with every API answer, it cost about a
 * tenth of a small read's throughput (issue 22).
 */
function dataHeaders(pageHeaders: Record<string, string>) {
  const hsts = pageHeaders['strict-transport-security'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(hsts && { 'strict-transport-security': hsts }),
  } as Record<string, string>;
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
