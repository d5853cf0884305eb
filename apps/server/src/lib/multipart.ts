import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const unreadable = () =>
  new AppError(
    'VALIDATION_ERROR',
    'Dit kan niet gelezen worden: stuur het bestand als multipart/form-data, met een boundary.',
  );

/** The sender went away half-way: their mistake, not a 500, and nothing was kept. */
export const brokenOff = () =>
  new AppError('VALIDATION_ERROR', 'Het versturen is afgebroken; er is niets bewaard.');

/** The one file part of a multipart upload, with the text fields sent before it. */
export async function filePart(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Stuur het bestand als multipart/form-data.');
  const part = await request.file().catch((error: { statusCode?: number }) => {
    // The plugin's own refusals (too many parts, …) carry their 4xx. Anything else is a body the
    // parser cannot read (no or an empty boundary, no parts at all): the sender's mistake.
    if (error.statusCode && error.statusCode < 500) throw error;
    throw unreadable();
  });
  if (!part)
    throw new AppError('VALIDATION_ERROR', 'Kies een bestand om te versturen.', [
      { path: 'file', message: 'required' },
    ]);
  return part;
}
