import { removeAccountPicture, setAccountPicture } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptUploads, filePart } from '../../lib/multipart.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { AccountPictureService } from './account-picture.ts';

/** The profile picture: upload (replaces), remove, and the pictures themselves. */
export const accountPictureRoutes: FastifyPluginAsyncZod<{
  accountPicture: AccountPictureService;
  guards: Guards;
}> = async (app, { accountPicture: pictures, guards }) => {
  await acceptUploads(app);
  const route = endpointRoutes(['account'], guards.signedIn);
  // Issue 18: a photo of a learner is stored only with consent (organisation, age or parent).
  const uploadRoute = endpointRoutes(['account'], guards.consent);

  const upload = uploadRoute(
    setAccountPicture,
    'Set the profile picture (multipart: file; JPG, PNG, GIF or WEBP under 10 MB)',
  );
  app.route({
    ...upload,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const part = await filePart(request);
      const image = await pictures.replace(callerOf(request).userId, part.file);
      return success({ image });
    },
  });

  app.route({
    ...route(removeAccountPicture, 'Remove the profile picture'),
    handler: async (request) => {
      await pictures.remove(callerOf(request).userId);
      return success({ image: null });
    },
  });

  pictures.serve(app);
};
