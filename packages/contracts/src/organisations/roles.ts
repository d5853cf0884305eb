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
  /**
   * Issue 23: make, rename and delete groups (klassen), put learners and coaches in them, and
   * see and steer every group of the organisation.
   */
  'groups:manage',
  /** Issue 23: be named a group's coach (then see and steer that group only). */
  'groups:coach',
  /**
   * Issue 23 item 6: add items to the programme for the organisation's own learners, edit and
   * publish them (the shared programme stays the platform admins').
   */
  'content:manage',
] as const;
export type OrgPermission = (typeof orgPermissions)[number];

/**
 * The one permission matrix (issue 9): the server checks every organisation route against it,
 * the client hides what a role may not do. Every member may leave.
 */
export const permissionMatrix: Record<OrgRole, readonly OrgPermission[]> = {
  admin: orgPermissions,
  member: ['members:read', 'groups:coach'],
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
