import { z } from 'zod';
import { pageInfo, pageQuery } from './pagination.ts';
import { successResponse as success } from './envelope.ts';
import { enrollmentModes } from './organisations.ts';

/** The platform admin's list of users (issue 8): search, and lift a sign-in lock. */
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

/** Issue 18: a verified domain waiting for a platform admin's approval before it enrolls anyone. */
export const adminDomain = z
  .object({
    id: z.string(),
    domain: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    /** The address at the domain whose code verified it. */
    verificationEmail: z.string(),
    enrollmentMode: z.enum(enrollmentModes),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminDomain' });
export type AdminDomain = z.infer<typeof adminDomain>;

export const adminDomainsResponse = success(z.object({ domains: z.array(adminDomain) })).meta({
  id: 'AdminDomains',
});
export const adminDomainParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'invalid_value'),
});
