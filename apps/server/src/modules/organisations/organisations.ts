import {
  can,
  type OrganizationSummary,
  type OrgMember,
  type OrgPermission,
  type OrgRole,
  permissionMatrix,
  toOrgRole,
  validationText,
} from '@leerloop/contracts';
import type { OrganisationsContext } from './organisations-context.ts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { createSquarePictures } from '../../lib/square-pictures.ts';
import type { Caller } from '../auth/access-token.ts';
import { findSession, setSessionOrganization } from '../auth/session-identity.ts';
import { accessCodeIn, withNewAccessCode } from '../onboarding/access-codes.ts';
import { embedOriginsIn, withEmbedOrigins } from './organisation-metadata.ts';

const lastAdmin = () =>
  new AppError('CONFLICT', 'Er moet een Admin overblijven. Maak eerst iemand anders Admin.');
const nameMismatch = () =>
  new AppError('VALIDATION_ERROR', validationText('organization_name_confirm'), [
    { path: 'confirm', message: 'organization_name_confirm' },
  ]);

/**
 * Issue 9: organisations on Better Auth's tables (organization, member, session's active
 * organisation), with our roles (Admin, Lid, Gast) and one permission matrix. A caller who is
 * not a member of an organisation learns nothing of it (404); a member without the right gets
 * 403.
 */
export function createOrganisations(ctx: OrganisationsContext) {
  const { db } = ctx.database;
  const logos = createSquarePictures(ctx, 'logos');

  /** The caller's membership, or 404 (no difference between "not yours" and "not there"). */
  async function membershipOf(userId: string, orgId: string) {
    const row = await db
      .selectFrom('member')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select(['member.id as memberId', 'member.role', 'organization.name'])
      .where('member.userId', '=', userId)
      .where('member.organizationId', '=', orgId)
      .executeTakeFirst();
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

  const adminCount = async (orgId: string) =>
    (
      await db
        .selectFrom('member')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('organizationId', '=', orgId)
        .where('role', 'in', ['admin', 'owner'])
        .executeTakeFirstOrThrow()
    ).count;

  async function list(caller: Caller) {
    const rows = await db
      .selectFrom('member')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select([
        'organization.id',
        'organization.name',
        'organization.slug',
        'organization.logo',
        'organization.metadata',
        'organization.createdAt',
        'member.role',
        (eb) =>
          eb
            .selectFrom('member as m')
            .select((inner) => inner.fn.countAll<number>().as('count'))
            .whereRef('m.organizationId', '=', 'organization.id')
            .as('membersCount'),
      ])
      .where('member.userId', '=', caller.userId)
      .orderBy('organization.name')
      .execute();
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
    const active = await findSession(db, caller.sessionId);
    return { organizations, activeOrganizationId: active?.org?.id ?? null };
  }

  async function summaryOf(caller: Caller, orgId: string) {
    const found = (await list(caller)).organizations.find((o) => o.id === orgId);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  const slugTaken = () =>
    new AppError('CONFLICT', 'Dit webadres is al in gebruik. Kies een ander.', [
      { path: 'slug', message: 'slug_taken' },
    ]);
  const isSlugFree = async (slug: string, exceptId?: string) => {
    const row = await db
      .selectFrom('organization')
      .select('id')
      .where('slug', '=', slug)
      .executeTakeFirst();
    return !row || row.id === exceptId;
  };

  /**
   * Anyone signed in may start an organisation; they are its first Admin, and it is active. It
   * gets a long access code at once (issue 18: a short one could be guessed).
   */
  async function create(caller: Caller, input: { name: string; slug: string }) {
    if (!(await isSlugFree(input.slug))) throw slugTaken();
    const orgId = newId();
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('organization')
        .values({
          id: orgId,
          name: input.name,
          slug: input.slug,
          metadata: withNewAccessCode(null),
          createdAt: now,
        })
        .execute();
      await trx
        .insertInto('member')
        .values({
          id: newId(),
          organizationId: orgId,
          userId: caller.userId,
          role: 'admin',
          createdAt: now,
        })
        .execute();
    });
    await setActive(caller, orgId);
    return summaryOf(caller, orgId);
  }

  /** Spec §3 session `orgId`: the organisation this session works in (null: personal). */
  async function setActive(caller: Caller, orgId: string | null) {
    if (orgId) await membershipOf(caller.userId, orgId);
    await setSessionOrganization(db, caller, orgId);
  }

  async function update(caller: Caller, orgId: string, input: { name: string; slug: string }) {
    await authorize(caller, orgId, 'organization:update');
    if (!(await isSlugFree(input.slug, orgId))) throw slugTaken();
    await db
      .updateTable('organization')
      .set({ name: input.name, slug: input.slug })
      .where('id', '=', orgId)
      .execute();
    return summaryOf(caller, orgId);
  }

  /** PRODUCT.md /iframe: only the sites the organisation lists may show Imi in a frame. */
  async function setEmbedOrigins(caller: Caller, orgId: string, origins: string[]) {
    await authorize(caller, orgId, 'organization:update');
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('organization')
        .select('metadata')
        .where('id', '=', orgId)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('organization')
        .set({ metadata: withEmbedOrigins(row.metadata, origins) })
        .where('id', '=', orgId)
        .execute();
    });
    return summaryOf(caller, orgId);
  }

  const logoOf = async (orgId: string) =>
    (await db.selectFrom('organization').select('logo').where('id', '=', orgId).executeTakeFirst())
      ?.logo;

  /** Issue 9: a new logo (a square picture, as a profile picture); the old one is deleted. */
  async function setLogo(caller: Caller, orgId: string, source: AsyncIterable<Buffer> | null) {
    await authorize(caller, orgId, 'organization:update');
    const logo = source ? await logos.store(orgId, source) : null;
    const previous = await logoOf(orgId);
    await db.updateTable('organization').set({ logo }).where('id', '=', orgId).execute();
    await logos.discard(orgId, previous);
    return summaryOf(caller, orgId);
  }

  /** A new access code (one that went round too far, or none yet); the old one stops working. */
  async function renewAccessCode(caller: Caller, orgId: string) {
    await authorize(caller, orgId, 'invitations:manage');
    const row = await db
      .selectFrom('organization')
      .select('metadata')
      .where('id', '=', orgId)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('organization')
      .set({ metadata: withNewAccessCode(row.metadata) })
      .where('id', '=', orgId)
      .execute();
    return summaryOf(caller, orgId);
  }

  /** Spec §5: the organisation's name typed out; everything of it goes (members, invitations). */
  async function remove(caller: Caller, orgId: string, confirm: string) {
    const { name } = await authorize(caller, orgId, 'organization:delete');
    if (confirm.trim() !== name) throw nameMismatch();
    const logo = await logoOf(orgId);
    // Members, invitations, domains and requests go with it (foreign keys); a session that
    // worked in it is in the personal account (findSession).
    await db.deleteFrom('organization').where('id', '=', orgId).execute();
    await logos.discard(orgId, logo);
  }

  /** Any member may leave (typing the name); the last Admin names another first. */
  async function leave(caller: Caller, orgId: string, confirm: string) {
    const { memberId, role, name } = await membershipOf(caller.userId, orgId);
    if (confirm.trim() !== name) throw nameMismatch();
    if (role === 'admin' && (await adminCount(orgId)) <= 1) throw lastAdmin();
    await db.deleteFrom('member').where('id', '=', memberId).execute();
  }

  async function members(caller: Caller, orgId: string) {
    await authorize(caller, orgId, 'members:read');
    return membersOf(orgId);
  }

  /** The organisation's members (the caller is authorized already). */
  async function membersOf(orgId: string): Promise<OrgMember[]> {
    const rows = await db
      .selectFrom('member')
      .innerJoin('user', 'user.id', 'member.userId')
      .select([
        'member.id',
        'member.userId',
        'member.role',
        'member.createdAt',
        'user.firstName',
        'user.lastName',
        'user.email',
        'user.image',
      ])
      .where('member.organizationId', '=', orgId)
      .orderBy('user.firstName')
      .orderBy('user.lastName')
      .orderBy('member.id')
      .execute();
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
    const row = await db
      .selectFrom('member')
      .select(['id', 'role'])
      .where('id', '=', memberId)
      .where('organizationId', '=', orgId)
      .executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND');
    return { id: row.id, role: toOrgRole(row.role) };
  };

  async function changeRole(caller: Caller, orgId: string, memberId: string, role: OrgRole) {
    await authorize(caller, orgId, 'members:manage');
    const target = await memberOf(orgId, memberId);
    if (target.role === 'admin' && role !== 'admin' && (await adminCount(orgId)) <= 1)
      throw lastAdmin();
    await db.updateTable('member').set({ role }).where('id', '=', memberId).execute();
    return membersOf(orgId);
  }

  async function removeMember(caller: Caller, orgId: string, memberId: string) {
    await authorize(caller, orgId, 'members:manage');
    const target = await memberOf(orgId, memberId);
    if (target.role === 'admin' && (await adminCount(orgId)) <= 1) throw lastAdmin();
    await db.deleteFrom('member').where('id', '=', memberId).execute();
    return membersOf(orgId);
  }

  return {
    serveLogos: logos.serve,
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
    members,
    changeRole,
    removeMember,
  };
}
