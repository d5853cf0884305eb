import {
  cancelResumableUpload,
  continueResumableUpload,
  createResumableUpload,
  getResumableUploadOffset,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards } from '../../plugins/authenticate.ts';
import type { ResumableUploads } from './resumable-uploads.ts';

/** tus's bytes; its server reads them itself, so Fastify leaves the body alone. */
const TUS_BYTES = 'application/offset+octet-stream';

/**
 * Issue 24: resumable file answers (tus). Behind the same guards as `/upload-attachment`: signed
 * in, consent for what stores a file, the default rate limit; an upload is its owner's alone.
 */
export const resumableUploadsRoutes: FastifyPluginAsyncZod<{
  resumableUploads: ResumableUploads;
  guards: Guards;
}> = async (app, { resumableUploads: uploads, guards }) => {
  app.addContentTypeParser(TUS_BYTES, (_request, _payload, done) => done(null));
  const storing = endpointRoutes(['assignments'], guards.consent);
  const owned = endpointRoutes(['assignments'], guards.signedIn);

  app.route({
    ...storing(
      createResumableUpload,
      'Start a resumable (tus) file answer: Upload-Length and Upload-Metadata (assignmentId, taskId or answerId, filename, filetype)',
    ),
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      await uploads.checkCreation(userId, request.headers);
      return uploads.handle(request, reply, userId);
    },
  });

  app.route({
    ...storing(
      continueResumableUpload,
      "Send an upload's bytes from Upload-Offset; the last ones record the answer (200)",
    ),
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      await uploads.checkOwner(userId, request.params.id);
      return uploads.handle(request, reply, userId);
    },
  });

  app.route({
    ...owned(getResumableUploadOffset, 'How far an upload got (Upload-Offset)'),
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      const upload = await uploads.checkOwner(userId, request.params.id);
      if (await uploads.finishComplete(upload, reply)) return reply;
      return uploads.handle(request, reply, userId);
    },
  });

  app.route({
    ...owned(cancelResumableUpload, 'Cancel an upload; what arrived goes'),
    handler: async (request, reply) => {
      const { userId } = callerOf(request);
      await uploads.checkOwner(userId, request.params.id);
      return uploads.handle(request, reply, userId);
    },
  });
};
