import {
  can,
  type OrganizationSummary,
  type OrgMember,
  type OrgPermission,
  type OrgRole,
  permissionMatrix,
  storedRolesWith,
  toOrgRole,
} from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { createSquarePictures } from '../../lib/square-pictures.ts';
import type { Caller } from '../auth/access-token.ts';
import { accessCodeIn, withNewAccessCode } from '../onboarding/access-codes.ts';
import type { MembersRepository } from './members.repository.ts';
import { embedOriginsIn, withEmbedOrigins } from './organisation-metadata.ts';
import type { OrganisationsRepository } from './organisations.repository.ts';

const lastAdmin = () => new AppError('LAST_ADMIN');
const nameMismatch = () =>
  new AppError('VALIDATION_ERROR', {
    issues: [{ path: 'confirm', message: 'organization_name_confirm' }],
  });
const slugTaken = () =>
  new AppError('SLUG_TAKEN', { issues: [{ path: 'slug', message: 'slug_taken' }] });

/** Someone who may manage the members must remain: the stored roles that may (Admin). */
const managerRoles = storedRolesWith('members:manage');
const mayManage = (role: string | null | undefined) => can(role, 'members:manage');

/** Where a session works (the auth module keeps it in the session). */
export interface ActiveOrganisation {
  /** The organisation the session works in now (null: the personal account). */
  of(sessionId: string): Promise<string | null>;
  set(caller: Caller, organizationId: string | null): Promise<void>;
}

/**
 * Issue 9: organisations on Better Auth's tables (organization, member, session's active
 * organisation), with our roles (Admin, Lid, Gast) and one permission matrix. A caller who is
 * not a member of an organisation learns nothing of it (404); a member without the right gets
 * 403.
 */
export function createOrganisations({
  organisations,
  members,
  logos,
  active,
}: {
  organisations: OrganisationsRepository;
  members: MembersRepository;
  logos: Pick<ReturnType<typeof createSquarePictures>, 'store' | 'discard'>;
  active: ActiveOrganisation;
}) {
  /** The caller's membership, or 404 (no difference between "not yours" and "not there"). */
  async function membershipOf(userId: string, orgId: string) {
    const row = await members.membership(userId, orgId);
    const role = toOrgRole(row?.role);
    if (!row || !role) throw new AppError('NOT_FOUND');
    return { memberId: row.memberId, role, name: row.name };
  }

  /** Spec §6: the caller's role must allow this (member: 403 without it, outsider: 404). */
  async function authorize(caller: Caller, orgId: string, permission?: OrgPermission) {
    const membership = await membershipOf(caller.userId, orgId);
    if (permission && !can(membership.role, permission)) throw new AppError('FORBIDDEN');
    return membership;
  }

  const isLastManager = async (orgId: string) =>
    (await members.countWithRoles(orgId, managerRoles)) <= 1;

  async function list(caller: Caller) {
    const rows = await members.organisationsOf(caller.userId);
    const organizations: OrganizationSummary[] = rows.flatMap((row) => {
      const role = toOrgRole(row.role);
      if (!role) return [];
      return [
        {
          id: row.id,
          name: row.name,
          slug: row.slug,
          logo: row.logo,
          role,
          permissions: [...permissionMatrix[role]],
          membersCount: Number(row.membersCount ?? 0),
          // Sharing the code invites: only who may invite sees it.
          accessCode: can(role, 'invitations:manage') ? accessCodeIn(row.metadata) : null,
          embedOrigins: can(role, 'organization:update') ? embedOriginsIn(row.metadata) : [],
          createdAt: toIso(row.createdAt),
        },
      ];
    });
    // Read afresh: this request may just have switched it.
    return { organizations, activeOrganizationId: await active.of(caller.sessionId) };
  }

  async function summaryOf(caller: Caller, orgId: string) {
    const found = (await list(caller)).organizations.find((o) => o.id === orgId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  const isSlugFree = async (slug: string, exceptId?: string) => {
    const owner = await organisations.findBySlug(slug);
    return !owner || owner.id === exceptId;
  };

  /**
   * Anyone signed in may start an organisation; they are its first Admin, and it is active. It
   * gets a long access code at once (issue 18: a short one could be guessed).
   */
  async function create(caller: Caller, input: { name: string; slug: string }) {
    if (!(await isSlugFree(input.slug))) throw slugTaken();
    const orgId = newId();
    await organisations.insertWithAdmin(
      {
        id: orgId,
        name: input.name,
        slug: input.slug,
        metadata: withNewAccessCode(null),
        createdAt: new Date().toISOString(),
      },
      caller.userId,
    );
    await setActive(caller, orgId);
    return summaryOf(caller, orgId);
  }

  /** Spec §3 session `orgId`: the organisation this session works in (null: personal). */
  async function setActive(caller: Caller, orgId: string | null) {
    if (orgId) await membershipOf(caller.userId, orgId);
    await active.set(caller, orgId);
  }

  async function update(caller: Caller, orgId: string, input: { name: string; slug: string }) {
    await authorize(caller, orgId, 'organization:update');
    if (!(await isSlugFree(input.slug, orgId))) throw slugTaken();
    await organisations.rename(orgId, { name: input.name, slug: input.slug });
    return summaryOf(caller, orgId);
  }

  /** PRODUCT.md /iframe: only the sites the organisation lists may show Imi in a frame. */
  async function setEmbedOrigins(caller: Caller, orgId: string, origins: string[]) {
    await authorize(caller, orgId, 'organization:update');
    await organisations.updateMetadata(orgId, (metadata) => withEmbedOrigins(metadata, origins));
    return summaryOf(caller, orgId);
  }

  /** Issue 9: a new logo (a square picture, as a profile picture); the old one is deleted. */
  async function setLogo(caller: Caller, orgId: string, source: AsyncIterable<Buffer> | null) {
    await authorize(caller, orgId, 'organization:update');
    const logo = source ? await logos.store(orgId, source) : null;
    const previous = await organisations.logoOf(orgId);
    await organisations.setLogo(orgId, logo);
    await logos.discard(orgId, previous);
    return summaryOf(caller, orgId);
  }

  /** A new access code (one that went round too far, or none yet); the old one stops working. */
  async function renewAccessCode(caller: Caller, orgId: string) {
    await authorize(caller, orgId, 'invitations:manage');
    await organisations.updateMetadata(orgId, withNewAccessCode);
    return summaryOf(caller, orgId);
  }

  /** Spec §5: the organisation's name typed out; everything of it goes (members, invitations). */
  async function remove(caller: Caller, orgId: string, confirm: string) {
    const { name } = await authorize(caller, orgId, 'organization:delete');
    if (confirm.trim() !== name) throw nameMismatch();
    const logo = await organisations.logoOf(orgId);
    // A session that worked in it is in the personal account (findSession).
    await organisations.remove(orgId);
    await logos.discard(orgId, logo);
  }

  /** Any member may leave (typing the name); the last Admin names another first. */
  async function leave(caller: Caller, orgId: string, confirm: string) {
    const { memberId, role, name } = await membershipOf(caller.userId, orgId);
    if (confirm.trim() !== name) throw nameMismatch();
    if (mayManage(role) && (await isLastManager(orgId))) throw lastAdmin();
    await members.remove(memberId);
  }

  async function membersList(caller: Caller, orgId: string) {
    await authorize(caller, orgId, 'members:read');
    return membersOf(orgId);
  }

  /** The organisation's members (the caller is authorized already). */
  async function membersOf(orgId: string): Promise<OrgMember[]> {
    const rows = await members.listOf(orgId);
    return rows.map((row) => ({
      id: row.id,
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      image: row.image,
      role: toOrgRole(row.role) ?? 'guest',
      joinedAt: toIso(row.createdAt),
    }));
  }

  const memberOf = async (orgId: string, memberId: string) => {
    const row = await members.find(orgId, memberId);
    if (!row) throw new AppError('NOT_FOUND');
    return { id: row.id, role: toOrgRole(row.role) };
  };

  async function changeRole(caller: Caller, orgId: string, memberId: string, role: OrgRole) {
    await authorize(caller, orgId, 'members:manage');
    const target = await memberOf(orgId, memberId);
    if (mayManage(target.role) && !mayManage(role) && (await isLastManager(orgId)))
      throw lastAdmin();
    await members.setRole(memberId, role);
    return membersOf(orgId);
  }

  async function removeMember(caller: Caller, orgId: string, memberId: string) {
    await authorize(caller, orgId, 'members:manage');
    const target = await memberOf(orgId, memberId);
    if (mayManage(target.role) && (await isLastManager(orgId))) throw lastAdmin();
    await members.remove(memberId);
    return membersOf(orgId);
  }

  return {
    setLogo,
    authorize,
    list,
    summaryOf,
    create,
    setActive,
    update,
    setEmbedOrigins,
    renewAccessCode,
    remove,
    leave,
    members: membersList,
    changeRole,
    removeMember,
  };
}

export type OrganisationsService = ReturnType<typeof createOrganisations>;
