import { z } from 'zod';
import { siteOrigin } from './origins.ts';
import { pageInfo } from './pagination.ts';
import { emailSchema, MAX_NAME_LENGTH, otpSchema } from './auth.ts';
import { successResponse as success } from './envelope.ts';

/**
 * Spec §6: an organisation's roles — Admin, Lid (basic member), Gast (guest). Stored as Better
 * Auth's member.role; `owner` (Better Auth's creator role in older data) counts as admin.
 */
export const orgRoles = ['admin', 'member', 'guest'] as const;
export type OrgRole = (typeof orgRoles)[number];

/** Everything a role may do in its organisation, one word each. */
export const orgPermissions = [
  /** See who else is a member (the active tab). */
  'members:read',
  /** Change a member's role, remove a member. */
  'members:manage',
  /** Invite, see and revoke invitations. */
  'invitations:manage',
  /** Approve or reject requests to join. */
  'requests:manage',
  /** Add, verify and remove domains; choose the enrollment mode. */
  'domains:manage',
  /** Change the name, slug and logo. */
  'organization:update',
  /** Delete the organisation. */
  'organization:delete',
  /** Review the learners' answers and approve content (the `beheerder` of spec §6). */
  'learners:review',
] as const;
export type OrgPermission = (typeof orgPermissions)[number];

/**
 * The one permission matrix (issue 9): the server checks every organisation route against it,
 * the client hides what a role may not do. Every member may leave.
 */
export const permissionMatrix: Record<OrgRole, readonly OrgPermission[]> = {
  admin: orgPermissions,
  member: ['members:read'],
  guest: [],
};

/** The role as stored, read as one of ours (unknown roles may do nothing). */
export const toOrgRole = (role: string | null | undefined): OrgRole | null =>
  role === 'owner' ? 'admin' : orgRoles.includes(role as OrgRole) ? (role as OrgRole) : null;

/** Spec §6: whether a role may do something; without an organisation (no role) never. */
export const can = (role: string | null | undefined, permission: OrgPermission) => {
  const ours = toOrgRole(role);
  return ours !== null && permissionMatrix[ours].includes(permission);
};

/**
 * The roles as stored (member.role) whose holders may do something, for queries: ours from the
 * matrix, and Better Auth's `owner` wherever an admin may.
 */
export const storedRolesWith = (permission: OrgPermission): string[] => {
  const roles: string[] = orgRoles.filter((role) => permissionMatrix[role].includes(permission));
  return roles.includes('admin') ? [...roles, 'owner'] : roles;
};

/**
 * Who is a coach (the `beheerder` of spec §6): a member whose role may review the learners'
 * answers. The one rule for every coach check, as stored roles.
 */
export const coachRoles = storedRolesWith('learners:review');

/** A slug: lower-case letters, digits and dashes, as in the organisation's address. */
export const orgSlugSchema = z
  .string({ error: 'slug_required' })
  .trim()
  .toLowerCase()
  .min(2, 'slug_invalid')
  .max(64, 'slug_invalid')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug_invalid');

export const orgNameSchema = z
  .string({ error: 'organization_name_required' })
  .trim()
  .min(1, 'organization_name_required')
  .max(MAX_NAME_LENGTH, 'max_length_exceeded');

export const createOrganizationBody = z
  .object({ name: orgNameSchema, slug: orgSlugSchema })
  .meta({ id: 'CreateOrganizationBody' });
export type CreateOrganizationInput = z.input<typeof createOrganizationBody>;

/** PUT /organizations/{id}/embedding: the sites that may show Imi in a frame (/iframe). */
export const orgEmbeddingBody = z
  .object({
    origins: z.array(siteOrigin('origin_invalid')).max(20, 'too_many_origins'),
  })
  .meta({ id: 'OrganizationEmbeddingBody' });
export type OrgEmbeddingInput = z.input<typeof orgEmbeddingBody>;

export const updateOrganizationBody = createOrganizationBody.meta({
  id: 'UpdateOrganizationBody',
});

/** Spec §5: deleting or leaving an organisation needs its name typed out. */
export const confirmByNameBody = z
  .object({ confirm: z.string() })
  .meta({ id: 'ConfirmOrganizationName' });

export const organizationSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    /** The caller's role in it. */
    role: z.enum(orgRoles),
    /** What that role may do (spec §3 session `orgPermissions`). */
    permissions: z.array(z.enum(orgPermissions)),
    membersCount: z.number().int(),
    /**
     * What learners type to join (onboarding step 1, POST /check-user); shown to who may invite
     * (the Admin), null for everyone else and for an organisation without a code.
     */
    accessCode: z.string().nullable(),
    /**
     * The sites that may show Imi in a frame (/iframe?org=<slug>): shown to who may change the
     * organisation (the Admin), empty for everyone else.
     */
    embedOrigins: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'OrganizationSummary' });
export type OrganizationSummary = z.infer<typeof organizationSummary>;

/** GET /organizations: the caller's organisations and the active one (null: personal account). */
export const organizationsResponse = success(
  z.object({
    organizations: z.array(organizationSummary),
    activeOrganizationId: z.string().nullable(),
  }),
).meta({ id: 'Organizations' });

export const organizationResponse = success(organizationSummary).meta({ id: 'Organization' });

/** PUT /organizations/active: an organisation of the caller's, or null for the personal account. */
export const setActiveOrganizationBody = z
  .object({ organizationId: z.string().nullable() })
  .meta({ id: 'SetActiveOrganizationBody' });

export const orgIdParams = z.object({ orgId: z.string().min(1).max(128) });
export const orgMemberParams = orgIdParams.extend({ memberId: z.string().min(1).max(128) });

/** Who a member or a request is about, as an Admin sees them. */
const orgPerson = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});

export const orgMember = orgPerson
  .extend({ image: z.string().nullable(), role: z.enum(orgRoles), joinedAt: z.string() })
  .meta({ id: 'OrganizationMember' });
export type OrgMember = z.infer<typeof orgMember>;

export const orgMembersResponse = success(
  z.object({ members: z.array(orgMember), page: pageInfo }),
).meta({
  id: 'OrganizationMembers',
});
export const updateMemberRoleBody = z
  .object({ role: z.enum(orgRoles) })
  .meta({ id: 'UpdateMemberRoleBody' });

/** Invite: several addresses at once, one role (spec §6). */
export const MAX_INVITES_AT_ONCE = 20;
export const inviteMembersBody = z
  .object({
    emails: z.array(z.string()).min(1, 'emails_required').max(MAX_INVITES_AT_ONCE),
    role: z.enum(orgRoles),
  })
  .meta({ id: 'InviteMembersBody' });
/** Why an address was not invited (spec §8 "fix the listed issues and retry"). */
export const inviteFailureReasons = ['invalid', 'already_member', 'already_invited'] as const;
export const inviteMembersResponse = success(
  z.object({
    sent: z.array(z.string()),
    failed: z.array(z.object({ email: z.string(), reason: z.enum(inviteFailureReasons) })),
  }),
).meta({ id: 'InviteMembersResult' });

/** An address is checked as the sign-up checks it. */
export const inviteEmailSchema = emailSchema;

/** An invitation lasts a week. */
export const INVITATION_DAYS = 7;
export const invitationStatuses = ['pending', 'accepted', 'canceled', 'expired'] as const;
export const orgInvitation = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(orgRoles),
    status: z.enum(invitationStatuses),
    invitedBy: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'OrganizationInvitation' });
export type OrgInvitation = z.infer<typeof orgInvitation>;
export const orgInvitationsResponse = success(
  z.object({ invitations: z.array(orgInvitation), page: pageInfo }),
).meta({ id: 'OrganizationInvitations' });
export const orgInvitationParams = orgIdParams.extend({
  invitationId: z.string().min(1).max(128),
});

/** GET /invitations/{token}: what the invitation page shows before anyone signs in. */
export const invitationTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'invalid_value'),
});
export const invitationPreviewResponse = success(
  z.object({
    organizationName: z.string(),
    email: z.string(),
    role: z.enum(orgRoles),
    status: z.enum(invitationStatuses),
  }),
).meta({ id: 'InvitationPreview' });

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
/** Add a domain: the code goes to an address at that domain. */
export const addDomainBody = z
  .object({ domain: domainSchema, email: emailSchema })
  .meta({ id: 'AddDomainBody' });
export const verifyDomainBody = z.object({ code: otpSchema }).meta({ id: 'VerifyDomainBody' });
export const updateDomainBody = z
  .object({ enrollmentMode: z.enum(enrollmentModes) })
  .meta({ id: 'UpdateDomainBody' });
export const orgDomainParams = orgIdParams.extend({ domainId: z.string().min(1).max(128) });

/** A join request: suggested by a domain, asked by the user ('Pending approval'), answered. */
export const requestStatuses = ['suggested', 'pending', 'approved', 'rejected'] as const;
export const orgJoinRequest = orgPerson
  .extend({ status: z.enum(requestStatuses), createdAt: z.string() })
  .meta({ id: 'OrganizationJoinRequest' });
export const orgRequestsResponse = success(
  z.object({ requests: z.array(orgJoinRequest), page: pageInfo }),
).meta({
  id: 'OrganizationJoinRequests',
});
export const orgRequestParams = orgIdParams.extend({ requestId: z.string().min(1).max(128) });

/** GET /organization-suggestions: what waits for the caller — invitations and suggestions. */
export const mySuggestion = z
  .object({
    id: z.string(),
    organizationId: z.string(),
    organizationName: z.string(),
    status: z.enum(requestStatuses),
  })
  .meta({ id: 'OrganizationSuggestion' });
export const myInvitation = z
  .object({ token: z.string(), organizationName: z.string(), role: z.enum(orgRoles) })
  .meta({ id: 'MyOrganizationInvitation' });
export const mySuggestionsResponse = success(
  z.object({ suggestions: z.array(mySuggestion), invitations: z.array(myInvitation) }),
).meta({ id: 'OrganizationSuggestions' });
export const suggestionParams = z.object({ id: z.string().min(1).max(128) });
