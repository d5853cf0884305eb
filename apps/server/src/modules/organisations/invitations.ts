import {
  INVITATION_DAYS,
  inviteEmailSchema,
  type OrgInvitation,
  type OrgRole,
  toLanguage,
  toOrgRole,
} from '@leerloop/contracts';
import { randomBytes } from 'node:crypto';
import type { OrganisationsContext } from './organisations-context.ts';
import { dbBoolean } from '../../db/database.ts';
import { type InvitationTable, toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Caller } from '../auth/access-token.ts';
import { invitationMail } from '../mail/templates.ts';
import type { createOrganisations } from './organisations.ts';

/** Where the e-mailed invitation opens (spec §2 route). */
export const invitationPath = (token: string) => `/auth/invitation/${token}`;
const normalise = (email: string) => email.trim().toLowerCase();
const isExpired = (expiresAt: string | Date) => new Date(expiresAt).getTime() <= Date.now();

/** How an invitation stands for people: a pending one past its week is expired. */
const statusOf = (row: { status: InvitationTable['status']; expiresAt: string | Date }) =>
  row.status === 'pending' && isExpired(row.expiresAt)
    ? ('expired' as const)
    : row.status === 'rejected'
      ? ('canceled' as const)
      : row.status;

/**
 * Spec §2/§6/§8: Admins invite several addresses at once with one role; an address that cannot
 * be invited is listed with its reason while the rest go out. The mailed link carries the
 * invitation's secret id; the invitee accepts it signed in with that address (verified).
 */
export function createInvitations(
  ctx: OrganisationsContext,
  organisations: ReturnType<typeof createOrganisations>,
) {
  const { db } = ctx.database;

  /** Whether someone with this address (primary or a verified further one) is a member. */
  const isMember = async (orgId: string, email: string) =>
    Boolean(
      await db
        .selectFrom('member')
        .innerJoin('user', 'user.id', 'member.userId')
        .leftJoin('userEmail', (join) =>
          join
            .onRef('userEmail.userId', '=', 'user.id')
            .on('userEmail.verified', '=', dbBoolean(ctx.database, true)),
        )
        .select('member.id')
        .where('member.organizationId', '=', orgId)
        .where((eb) => eb.or([eb('user.email', '=', email), eb('userEmail.email', '=', email)]))
        .executeTakeFirst(),
    );

  const pendingFor = (orgId: string, email: string) =>
    db
      .selectFrom('invitation')
      .select(['id', 'expiresAt'])
      .where('organizationId', '=', orgId)
      .where('email', '=', email)
      .where('status', '=', 'pending')
      .execute()
      .then((rows) => rows.find((row) => !isExpired(row.expiresAt)));

  /** One invitation: stored with its secret, mailed in the invitee's language (if known). */
  async function send(invitation: {
    orgId: string;
    organization: string;
    inviterId: string;
    inviter: { firstName: string; lastName: string };
    email: string;
    role: OrgRole;
  }) {
    const { orgId, organization, inviterId, inviter, email, role } = invitation;
    const token = randomBytes(24).toString('base64url');
    const now = new Date();
    await db
      .insertInto('invitation')
      .values({
        id: token,
        organizationId: orgId,
        email,
        role,
        status: 'pending',
        expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
        inviterId,
        createdAt: now.toISOString(),
      })
      .execute();
    const known = await db
      .selectFrom('user')
      .select('langSelected')
      .where('email', '=', email)
      .executeTakeFirst();
    const mail = invitationMail(
      {
        url: new URL(invitationPath(token), ctx.config.baseUrl).toString(),
        organization,
        inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
        role,
      },
      toLanguage(known?.langSelected),
      INVITATION_DAYS,
    );
    await ctx.mailer.send({ to: email, ...mail });
  }

  /**
   * Spec §4 automatic invitation: a verified domain invites a new address there, as Lid, on
   * behalf of the organisation's first Admin (unless it is a member or invited already).
   */
  async function inviteByDomain(orgId: string, email: string) {
    if ((await isMember(orgId, email)) || (await pendingFor(orgId, email))) return;
    const admin = await db
      .selectFrom('member')
      .innerJoin('user', 'user.id', 'member.userId')
      .innerJoin('organization', 'organization.id', 'member.organizationId')
      .select(['user.id', 'user.firstName', 'user.lastName', 'organization.name'])
      .where('member.organizationId', '=', orgId)
      .where('member.role', 'in', ['admin', 'owner'])
      .orderBy('member.createdAt')
      .executeTakeFirst();
    if (!admin) return;
    await send({
      orgId,
      organization: admin.name,
      inviterId: admin.id,
      inviter: admin,
      email,
      role: 'member',
    });
  }

  /**
   * `clientAddress`: where the Admin calls from. Invitations are mail a client has sent to
   * addresses it names, so they count in the mail limits (issue 18) like sign-up mails.
   */
  async function invite(
    caller: Caller,
    orgId: string,
    emails: string[],
    role: OrgRole,
    clientAddress: string,
  ) {
    const { name: organization } = await organisations.authorize(
      caller,
      orgId,
      'invitations:manage',
    );
    const inviter = await db
      .selectFrom('user')
      .select(['firstName', 'lastName'])
      .where('id', '=', caller.userId)
      .executeTakeFirstOrThrow();
    const toSend: string[] = [];
    const failed: { email: string; reason: 'invalid' | 'already_member' | 'already_invited' }[] =
      [];
    for (const typed of new Set(emails.map((email) => email.trim()).filter(Boolean))) {
      const parsed = inviteEmailSchema.safeParse(typed);
      if (!parsed.success) {
        failed.push({ email: typed, reason: 'invalid' });
        continue;
      }
      const email = normalise(parsed.data);
      if (await isMember(orgId, email)) {
        failed.push({ email, reason: 'already_member' });
        continue;
      }
      if (await pendingFor(orgId, email)) {
        failed.push({ email, reason: 'already_invited' });
        continue;
      }
      toSend.push(email);
    }
    // All or none: a 429 means nothing went out, so the same list can simply be sent again.
    for (const _ of toSend) await ctx.mailLimits.take(clientAddress);
    for (const email of toSend)
      await send({ orgId, organization, inviterId: caller.userId, inviter, email, role });
    return { sent: toSend, failed };
  }

  /** Spec §7 GET /invited-users/{id}: everyone the organisation invited, and how it went. */
  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'invitations:manage');
    return invitationsOf(orgId);
  }

  /** The organisation's invitations (the caller is authorized already). */
  async function invitationsOf(orgId: string): Promise<OrgInvitation[]> {
    const rows = await db
      .selectFrom('invitation')
      .innerJoin('user', 'user.id', 'invitation.inviterId')
      .select([
        'invitation.id',
        'invitation.email',
        'invitation.role',
        'invitation.status',
        'invitation.createdAt',
        'invitation.expiresAt',
        'user.firstName',
        'user.lastName',
      ])
      .where('invitation.organizationId', '=', orgId)
      .orderBy('invitation.createdAt', 'desc')
      .orderBy('invitation.id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      email: row.email,
      role: toOrgRole(row.role) ?? 'member',
      status: statusOf(row),
      invitedBy: `${row.firstName} ${row.lastName}`.trim(),
      createdAt: toIso(row.createdAt),
      expiresAt: toIso(row.expiresAt),
    }));
  }

  async function revoke(caller: Caller, orgId: string, invitationId: string) {
    await organisations.authorize(caller, orgId, 'invitations:manage');
    const { numUpdatedRows } = await db
      .updateTable('invitation')
      .set({ status: 'canceled' })
      .where('id', '=', invitationId)
      .where('organizationId', '=', orgId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!numUpdatedRows) throw new AppError('NOT_FOUND');
    return invitationsOf(orgId);
  }

  const byToken = async (token: string) => {
    const row = await db
      .selectFrom('invitation')
      .innerJoin('organization', 'organization.id', 'invitation.organizationId')
      .select([
        'invitation.id',
        'invitation.email',
        'invitation.role',
        'invitation.status',
        'invitation.expiresAt',
        'invitation.organizationId',
        'organization.name as organizationName',
      ])
      .where('invitation.id', '=', token)
      .executeTakeFirst();
    if (!row) throw new AppError('INVITATION_INVALID');
    return { ...row, role: toOrgRole(row.role) ?? 'member', status: statusOf(row) };
  };

  /** What the invitation page shows before anyone signs in. */
  async function preview(token: string) {
    const { organizationName, email, role, status } = await byToken(token);
    return { organizationName, email, role, status };
  }

  /** A user's verified addresses: the primary one (once confirmed) and verified further ones. */
  async function verifiedAddressesOf(userId: string) {
    const user = await db
      .selectFrom('user')
      .select(['email', 'emailVerified'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const further = await db
      .selectFrom('userEmail')
      .select('email')
      .where('userId', '=', userId)
      .where('verified', '=', dbBoolean(ctx.database, true))
      .execute();
    return [...(user.emailVerified ? [user.email] : []), ...further.map((row) => row.email)];
  }

  /** Invitations still open for the user's verified addresses (for their organisations page). */
  async function openFor(userId: string) {
    const addresses = await verifiedAddressesOf(userId);
    if (addresses.length === 0) return [];
    const rows = await db
      .selectFrom('invitation')
      .innerJoin('organization', 'organization.id', 'invitation.organizationId')
      .select([
        'invitation.id',
        'invitation.role',
        'invitation.status',
        'invitation.expiresAt',
        'organization.name',
      ])
      .where('invitation.email', 'in', addresses)
      .where('invitation.status', '=', 'pending')
      .execute();
    return rows
      .filter((row) => statusOf(row) === 'pending')
      .map((row) => ({
        token: row.id,
        organizationName: row.name,
        role: toOrgRole(row.role) ?? 'member',
      }));
  }

  /**
   * The signed-in invitee joins with the invitation's role (their address — primary or a
   * verified further one — must be the invited one); the organisation becomes active.
   */
  async function accept(caller: Caller, token: string) {
    const invitation = await byToken(token);
    if (invitation.status === 'accepted') {
      const joined = await organisations
        .summaryOf(caller, invitation.organizationId)
        .catch(() => null);
      if (joined) return joined;
    }
    if (invitation.status !== 'pending')
      throw new AppError('CONFLICT', 'Deze uitnodiging is niet meer geldig.');
    const addresses = await verifiedAddressesOf(caller.userId);
    if (!addresses.includes(invitation.email))
      throw new AppError(
        'FORBIDDEN',
        `Deze uitnodiging is voor ${invitation.email}. Log in met dat e-mailadres.`,
      );
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('member')
        .values({
          id: newId(),
          organizationId: invitation.organizationId,
          userId: caller.userId,
          role: invitation.role,
          createdAt: new Date().toISOString(),
        })
        .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
        .execute();
      await trx
        .updateTable('invitation')
        .set({ status: 'accepted' })
        .where('id', '=', invitation.id)
        .execute();
    });
    await organisations.setActive(caller, invitation.organizationId);
    return organisations.summaryOf(caller, invitation.organizationId);
  }

  return { invite, inviteByDomain, list, revoke, preview, accept, openFor };
}
