import { successResponse } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filePart } from '../../lib/multipart.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { AccountPictureService } from './account-picture.ts';

const pictureResponse = successResponse(z.object({ image: z.string().nullable() }));

/** The profile picture: upload (replaces), remove, and the pictures themselves. */
export const accountPictureRoutes: FastifyPluginAsyncZod<{
  accountPicture: AccountPictureService;
  guards: Guards;
}> = async (app, { accountPicture: pictures, guards }) => {
  const route = signedInRoute(['account'], guards.signedIn);
  // Issue 18: a photo of a learner is stored only with consent (organisation, age or parent).
  const uploadRoute = signedInRoute(['account'], guards.consent);

  app.post(
    '/api/account/picture',
    uploadRoute('Set the profile picture (multipart: file; JPG, PNG, GIF or WEBP under 10 MB)', {
      consumes: ['multipart/form-data'],
      response: { 200: pictureResponse },
    }),
    async (request) => {
      const part = await filePart(request);
      const image = await pictures.replace(callerOf(request).userId, part.file);
      return success({ image });
    },
  );

  app.delete(
    '/api/account/picture',
    route('Remove the profile picture', { response: { 200: pictureResponse } }),
    async (request) => {
      await pictures.remove(callerOf(request).userId);
      return success({ image: null });
    },
  );

  pictures.serve(app);
};
