import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const unreadable = () => new AppError('MULTIPART_UNREADABLE');

/** The sender went away half-way: their mistake, not a 500, and nothing was kept. */
export const brokenOff = () => new AppError('UPLOAD_BROKEN_OFF');

/** The one file part of a multipart upload, with the text fields sent before it. */
export async function filePart(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('MULTIPART_REQUIRED');
  const part = await request.file().catch((error: { statusCode?: number }) => {
    // The plugin's own refusals (too many parts, …) carry their 4xx. Anything else is a body the
    // parser cannot read (no or an empty boundary, no parts at all): the sender's mistake.
    if (error.statusCode && error.statusCode < 500) throw error;
    throw unreadable();
  });
  if (!part)
    throw new AppError('FILE_REQUIRED', { issues: [{ path: 'file', message: 'required' }] });
  return part;
}
