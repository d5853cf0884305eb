import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { enrollmentModes } from '../organisations/domains.ts';

/*
 * Issue 18: the platform admin approves an organisation's verified domain before it enrolls
 * anyone, or refuses it (a shared mail domain, or not the organisation's). Every endpoint
 * answers with the domains still waiting.
 */

/** A verified domain waiting for a platform admin's approval before it enrolls anyone. */
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

/** Organisations' verified domains waiting for approval (oldest first). */
export const getDomainsWaiting = endpoint({
  method: 'GET',
  path: '/admin/domains',
  response: adminDomainsResponse,
  errors: ['PLATFORM_ADMIN_ONLY'],
});

/** Approve a verified domain: from now on it enrolls new users by its mode. */
export const approveDomain = endpoint({
  method: 'POST',
  path: '/admin/domains/:id/approve',
  params: adminDomainParams,
  response: adminDomainsResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND', 'VALIDATION_ERROR'],
});

/** Refuse a verified domain: it enrolls no one. */
export const refuseDomain = endpoint({
  method: 'POST',
  path: '/admin/domains/:id/refuse',
  params: adminDomainParams,
  response: adminDomainsResponse,
  errors: ['PLATFORM_ADMIN_ONLY', 'NOT_FOUND'],
});
