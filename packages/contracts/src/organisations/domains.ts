import { z } from 'zod';
import { emailSchema, otpSchema } from '../auth/auth-fields.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { orgIdParams } from './organization-views.ts';

/*
 * Spec §3/§4: an organisation's verified domains and how each enrolls new users (Admin). Every
 * endpoint answers with the whole list, which replaces the one on screen.
 */

/** Spec §3: how a verified domain enrolls new users with an address there. */
export const enrollmentModes = ['automatic_invitation', 'automatic_suggestion', 'none'] as const;
export type EnrollmentMode = (typeof enrollmentModes)[number];

/** A domain name such as wijkschool.nl (lower case, at least one dot). */
export const domainSchema = z
  .string({ error: 'domain_invalid' })
  .trim()
  .toLowerCase()
  .regex(/^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'domain_invalid');

/**
 * Issue 18: a verified domain enrolls no one until a platform admin approves it (so nobody
 * claims a shared mail domain); refused, it never does.
 */
export const domainApprovals = ['waiting', 'approved', 'refused'] as const;
export type DomainApproval = (typeof domainApprovals)[number];

export const orgDomain = z
  .object({
    id: z.string(),
    domain: z.string(),
    verificationEmail: z.string(),
    verified: z.boolean(),
    approval: z.enum(domainApprovals),
    enrollmentMode: z.enum(enrollmentModes),
    createdAt: z.string(),
  })
  .meta({ id: 'OrganizationDomain' });
export type OrgDomain = z.infer<typeof orgDomain>;
export const orgDomainsResponse = success(z.object({ domains: z.array(orgDomain) })).meta({
  id: 'OrganizationDomains',
});
export const orgDomainParams = orgIdParams.extend({ domainId: z.string().min(1).max(128) });

/** The domains and their enrollment. */
export const getOrganizationDomains = endpoint({
  method: 'GET',
  path: '/organizations/:orgId/domains',
  params: orgIdParams,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** Add a domain: the code goes to an address at that domain. */
export const addDomainBody = z
  .object({ domain: domainSchema, email: emailSchema })
  .meta({ id: 'AddDomainBody' });

/** Add a domain; a code goes to an address at it. */
export const addDomain = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/domains',
  params: orgIdParams,
  body: addDomainBody,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR', 'RATE_LIMITED'],
});

/** Mail a new code for an unverified domain. */
export const sendDomainCode = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/domains/:domainId/send-code',
  params: orgDomainParams,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'DOMAIN_ALREADY_VERIFIED', 'RATE_LIMITED'],
});

export const verifyDomainBody = z.object({ code: otpSchema }).meta({ id: 'VerifyDomainBody' });

/** Verify a domain with its mailed code. */
export const verifyDomain = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/domains/:domainId/verify',
  params: orgDomainParams,
  body: verifyDomainBody,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_ERROR', 'DOMAIN_CLAIMED', 'INVALID_CODE'],
});

export const updateDomainBody = z
  .object({ enrollmentMode: z.enum(enrollmentModes) })
  .meta({ id: 'UpdateDomainBody' });

/** Choose how a verified domain enrolls new users. */
export const setEnrollmentMode = endpoint({
  method: 'PUT',
  path: '/organizations/:orgId/domains/:domainId',
  params: orgDomainParams,
  body: updateDomainBody,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'DOMAIN_NOT_VERIFIED'],
});

/** Remove a domain; it enrolls no one after. */
export const removeDomain = endpoint({
  method: 'DELETE',
  path: '/organizations/:orgId/domains/:domainId',
  params: orgDomainParams,
  response: orgDomainsResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
