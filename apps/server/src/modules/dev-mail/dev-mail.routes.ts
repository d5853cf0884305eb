import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readableAmsterdamTime } from '../../lib/amsterdam-time.ts';
import type { SmsOutbox } from '../auth/sms-outbox.repository.ts';
import type { MailRepository } from '../mail/mail.repository.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The local outbox, for developers and tests. Never registered in production. */
export const devMailRoutes: FastifyPluginAsyncZod<{
  outbox: { mail: MailRepository; texts: SmsOutbox };
}> = async (app, { outbox: { mail: outbox, texts } }) => {
  const query = z.object({ to: z.string().optional() });

  app.get('/dev/mail.json', { schema: { hide: true, querystring: query } }, async (request) =>
    outbox.list({ to: request.query.to }),
  );

  // Text messages, likewise (the SMS gateway's stand-in).
  app.get('/dev/sms.json', { schema: { hide: true, querystring: query } }, async (request) =>
    texts.list(request.query.to),
  );

  app.get('/dev/mail', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const messages = await outbox.list({ to: request.query.to });
    reply.type('text/html; charset=utf-8');
    return outboxPage(
      'Uitgaande e-mail (lokaal)',
      'Zonder SMTP_URL komt alle e-mail hier terecht. Nieuwste eerst.',
      messages.map((m) => ({
        title: m.subject,
        to: m.toAddress,
        at: m.createdAt,
        body: m.textBody,
      })),
    );
  });

  app.get('/dev/sms', { schema: { hide: true, querystring: query } }, async (request, reply) => {
    const messages = await texts.list(request.query.to);
    reply.type('text/html; charset=utf-8');
    return outboxPage(
      'Uitgaande sms (lokaal)',
      'Er is geen sms-dienst gekoppeld: elke sms (codes voor telefoonnummers) komt hier terecht. Nieuwste eerst.',
      messages.map((m) => ({ title: m.to, to: m.to, at: m.createdAt, body: m.text })),
    );
  });
};

/** When a message went: readable Amsterdam time; the exact moment in `datetime` (and on hover). */
const sentAt = (at: string) =>
  `<time datetime="${escapeHtml(at)}" title="${escapeHtml(at)}">${escapeHtml(readableAmsterdamTime(new Date(at)))}</time>`;

/** One outbox page: the newest message first, each with where it went and when. */
function outboxPage(
  title: string,
  intro: string,
  messages: { title: string; to: string; at: string; body: string }[],
) {
  const items = messages
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.title)}</h2><p class="meta">Aan ${escapeHtml(m.to)} · ${sentAt(m.at)}</p><pre>${escapeHtml(m.body)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>Leerloop — ${escapeHtml(title)}</title><style>body{font-family:sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1A1B2D}article{border:1px solid #ccd;border-radius:10px;padding:1rem;margin:1rem 0}.meta{color:#555a7a}pre{white-space:pre-wrap;font-size:1rem}</style></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${items || '<p>Nog niets.</p>'}</body></html>`;
}
