import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The one file part of a multipart upload, with the text fields sent before it. */
export async function filePart(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Stuur het bestand als multipart/form-data.');
  const part = await request.file();
  if (!part)
    throw new AppError('VALIDATION_ERROR', 'Kies een bestand om te versturen.', [
      { path: 'file', message: 'required' },
    ]);
  return part;
}
