import { z } from 'zod';
import { MAX_NAME_LENGTH, nameSchema, usernameSchema } from './auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { authStatusResponse } from './better-auth.ts';

/** The profile's names and optional username, as the form has them. */
export const profileSchema = z.object({
  firstName: nameSchema('first_name_required'),
  lastName: nameSchema('last_name_required'),
  username: usernameSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** What an update of the profile may hold (checked before Better Auth); `name` is both names. */
export const profileUpdateBody = profileSchema.extend({
  name: z.string().max(MAX_NAME_LENGTH, 'max_length_exceeded'),
  // Sent only when there is one; Better Auth checks it again (and that it is free).
  username: usernameSchema.optional(),
});

/** Better Auth: the profile's names (read-only where the school's connection provides them). */
export const updateUser = endpoint({
  method: 'POST',
  path: '/auth/update-user',
  body: profileUpdateBody.extend({
    /** The username as typed (`username` is kept lower-case for uniqueness). */
    displayUsername: z.string().optional(),
  }),
  response: authStatusResponse,
  errors: ['VALIDATION_ERROR', 'USERNAME_TAKEN', 'PROFILE_READ_ONLY'],
});
