import multipart from '@fastify/multipart';
import { maxFileBytes } from '@leerloop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Multipart bodies for the routes of the plugin that calls it, and only those: registered for the
 * whole app, the plugin's hooks ran on every request (issue 22: some 3 % of a signed-in read's
 * time). Uploads stream through; the per-kind limits are checked while they do (answers module).
 */
export const acceptUploads = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: {
      fileSize: Math.max(...Object.values(maxFileBytes)) + 1,
      files: 1,
      fields: 5,
      fieldSize: 200,
      parts: 6,
    },
  });

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
