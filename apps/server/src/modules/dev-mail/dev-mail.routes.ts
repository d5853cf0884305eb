import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { createSmsOutbox } from '../account/sms.ts';
import { createMailRepository } from '../mail/mail.repository.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local outbox, for developers and tests. Never registered in production. */
export const devMailRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const outbox = createMailRepository(ctx.database.db);
  const query = z.object({ to: z.string().optional() });

  app.get('/dev/mail.json', { schema: { hide: true, querystring: query } }, async (request) =>
    outbox.list({ to: request.query.to }),
  );

  // Text messages, likewise (the SMS gateway's stand-in).
  const texts = createSmsOutbox(ctx.database.db);
  app.get('/dev/sms.json', { schema: { hide: true, querystring: query } }, async (request) =>
    texts.list(request.query.to),
  );

  app.get('/dev/mail', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const messages = await outbox.list({ to: request.query.to });
    const items = messages
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">Aan ${escapeHtml(m.toAddress)} · ${escapeHtml(m.createdAt)}</p><pre>${escapeHtml(m.textBody)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Leerloop — uitgaande e-mail</title><style>body{font-family:sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1A1B2D}article{border:1px solid #ccd;border-radius:10px;padding:1rem;margin:1rem 0}.meta{color:#555a7a}pre{white-space:pre-wrap;font-size:1rem}</style></head><body><h1>Uitgaande e-mail (lokaal)</h1><p>Zonder SMTP_URL komt alle e-mail hier terecht. Nieuwste eerst.</p>${items || '<p>Nog geen e-mail.</p>'}</body></html>`;
  });
};
