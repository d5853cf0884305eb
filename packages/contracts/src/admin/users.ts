import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { pageInfo, pageQuery } from '../pagination.ts';

/*
 * The platform admin's users (issue 8): find someone, see whether sign-in is locked, lift the
 * lock, ban, or require a new password. Every change answers with the user as it is now.
 */

export const adminUsersQuery = pageQuery.extend({
  q: z.string().trim().max(100, 'too_long').default(''),
});

export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPlatformAdmin: z.boolean(),
  createdAt: z.string(),
  /** Seconds until a sign-in lock lifts; null when the account is not locked. */
  lockedForSeconds: z.number().int().nullable(),
  /** Banned by a platform admin: no sign-in until unbanned. */
  banned: z.boolean(),
  /** Must set a new password before any sign-in (spec §4 "reset for security reasons"). */
  passwordResetRequired: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = success(
  z.object({ users: z.array(adminUser), page: pageInfo }),
).meta({
  id: 'AdminUsers',
});
export const adminUserResponse = success(adminUser);
export const adminUserParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});

/** Users whose e-mail or name contains the search (newest first), a page at a time. */
export const getAdminUsers = endpoint({
  method: 'GET',
  path: '/admin/users',
  query: adminUsersQuery,
  response: adminUsersResponse,
  errors: ['PLATFORM_ADMIN_ONLY'],
});

/** Ban a user: every session ends, no sign-in. */
export const banUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/ban',
  params: adminUserParams,
  response: adminUserResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND', 'SELF_BAN'],
});

/** Lift a ban. */
export const unbanUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/unban',
  params: adminUserParams,
  response: adminUserResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND'],
});

/** Require a new password: every session ends; signing in asks for the reset first. */
export const requirePasswordReset = endpoint({
  method: 'POST',
  path: '/admin/users/:id/require-password-reset',
  params: adminUserParams,
  response: adminUserResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND', 'SELF_PASSWORD_RESET'],
});

/** Lift a user's sign-in lock. */
export const unlockUser = endpoint({
  method: 'POST',
  path: '/admin/users/:id/unlock',
  params: adminUserParams,
  response: adminUserResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND'],
});
