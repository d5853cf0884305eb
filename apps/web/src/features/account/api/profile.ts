import {
  type ChangePasswordInput,
  changePassword,
  type ProfileInput,
  updateUser,
} from '@leerloop/contracts';
import { useMutation } from '@tanstack/react-query';
import { fetchAccessToken } from '../../../lib/access-token';
import { call } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/** Better Auth's profile update: the names (and `name`, both together). */
export const useUpdateNames = () =>
  useMutation({
    mutationFn: async ({ firstName, lastName, username }: ProfileInput) => {
      await call(updateUser, {
        body: {
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          name: `${firstName.trim()} ${lastName.trim()}`.slice(0, 256),
          // Kept lower-case for uniqueness, shown as typed.
          ...(username.trim() && { username: username.trim(), displayUsername: username.trim() }),
        },
      });
      return refreshStoredUser();
    },
  });

/**
 * Better Auth's password change. Signing the other devices out gives this one a new session,
 * so a fresh access token follows.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: async (input: ChangePasswordInput) => {
      await call(changePassword, { body: input });
      await fetchAccessToken();
    },
  });
