import { z } from 'zod';
import { successResponse as success } from './envelope.ts';

/** The platform admin's list of users (issue 8): search, and lift a sign-in lock. */
export const adminUsersQuery = z.object({
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

export const adminUsersResponse = success(z.object({ users: z.array(adminUser) })).meta({
  id: 'AdminUsers',
});
export const adminUserResponse = success(adminUser);
export const adminUserParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalid_value'),
});
