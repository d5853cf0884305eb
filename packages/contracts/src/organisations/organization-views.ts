import { z } from 'zod';
import { MAX_NAME_LENGTH } from '../auth/auth-fields.ts';
import { successResponse as success } from '../envelope.ts';
import { orgPermissions, orgRoles } from './roles.ts';

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
     * What learners type to join (onboarding step 1, the access-code check); shown to who may
     * invite (the Admin), null for everyone else and for an organisation without a code.
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

/** The caller's organisations and the active one (null: the personal account). */
export const organizationsResponse = success(
  z.object({
    organizations: z.array(organizationSummary),
    activeOrganizationId: z.string().nullable(),
  }),
).meta({ id: 'Organizations' });

export const organizationResponse = success(organizationSummary).meta({ id: 'Organization' });

/** The organisation an address names: `:orgId` in its path. */
export const orgIdParams = z.object({ orgId: z.string().min(1).max(128) });

/** Spec §5: deleting or leaving an organisation needs its name typed out. */
export const confirmByNameBody = z
  .object({ confirm: z.string() })
  .meta({ id: 'ConfirmOrganizationName' });

/** What a change answers that has nothing to show but that it was done. */
export const orgDoneResponse = z.object({ status: z.literal('success') });

/** Who a member or a request is about, as an Admin sees them. */
export const orgPerson = z.object({
  id: z.string(),
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
});
