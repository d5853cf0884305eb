import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse } from '../envelope.ts';

/** Where the profile picture is shown from now on; null without one. */
const pictureResponse = successResponse(z.object({ image: z.string().nullable() }));

/**
 * The profile picture, replacing the one before: multipart with a `file` part (JPG, PNG, GIF or
 * WEBP under 10 MB), read as a stream by the route; the server checks, squares and keeps it.
 */
export const setAccountPicture = endpoint({
  method: 'POST',
  path: '/account/picture',
  response: pictureResponse,
  errors: [
    'VALIDATION_ERROR',
    'PAYLOAD_TOO_LARGE',
    'UNSUPPORTED_MEDIA_TYPE',
    'BIRTH_YEAR_REQUIRED',
    'PARENTAL_CONSENT_REQUIRED',
  ],
});

export const removeAccountPicture = endpoint({
  method: 'DELETE',
  path: '/account/picture',
  response: pictureResponse,
});
