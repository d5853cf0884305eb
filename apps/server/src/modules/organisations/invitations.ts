import {
  INVITATION_DAYS,
  inviteEmailSchema,
  type OrgInvitation,
  type OrgRole,
  storedRolesWith,
  toLanguage,
  toOrgRole,
  webLinks,
} from '@leerloop/contracts';
import { randomBytes } from 'node:crypto';
import { type InvitationTable, toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { invitationMail } from '../mail/templates.ts';
import type { InvitationsRepository } from './invitations.repository.ts';
import type { MembersRepository } from './members.repository.ts';
import type { OrganisationsService } from './organisations.ts';
import type { PeopleRepository } from './people.repository.ts';

const normalise = (email: string) => email.trim().toLowerCase();
const isExpired = (expiresAt: string | Date) => new Date(expiresAt).getTime() <= Date.now();
/** Who a domain's invitation comes from: the first who may invite (an Admin). */
const inviterRoles = storedRolesWith('invitations:manage');

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
export function createInvitations({
  invitations,
  members,
  people,
  organisations,
  mailer,
  mailLimits,
  baseUrl,
}: {
  invitations: InvitationsRepository;
  members: Pick<MembersRepository, 'firstWithRoles'>;
  people: Pick<PeopleRepository, 'languageOf' | 'nameOf' | 'verifiedAddressesOf'>;
  organisations: Pick<OrganisationsService, 'authorize' | 'summaryOf' | 'setActive'>;
  mailer: Mailer;
  mailLimits: Pick<MailLimits, 'take'>;
  baseUrl: string;
}) {
  const pendingFor = async (orgId: string, email: string) =>
    (await invitations.pendingOf(orgId, email)).find((row) => !isExpired(row.expiresAt));

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
    await invitations.insert({
      id: token,
      organizationId: orgId,
      email,
      role,
      expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString(),
      inviterId,
      createdAt: now.toISOString(),
    });
    const mail = invitationMail(
      {
        url: new URL(webLinks.invitation(token), baseUrl).toString(),
        organization,
        inviter: `${inviter.firstName} ${inviter.lastName}`.trim(),
        role,
      },
      toLanguage(await people.languageOf(email)),
      INVITATION_DAYS,
    );
    await mailer.send({ to: email, ...mail });
  }

  /**
   * Spec §4 automatic invitation: a verified domain invites a new address there, as Lid, on
   * behalf of the organisation's first Admin (unless it is a member or invited already).
   */
  async function inviteByDomain(orgId: string, email: string) {
    if ((await invitations.isMemberByAddress(orgId, email)) || (await pendingFor(orgId, email)))
      return;
    const admin = await members.firstWithRoles(orgId, inviterRoles);
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
    const inviter = await people.nameOf(caller.userId);
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
      if (await invitations.isMemberByAddress(orgId, email)) {
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
    for (const _ of toSend) await mailLimits.take(clientAddress);
    for (const email of toSend)
      await send({ orgId, organization, inviterId: caller.userId, inviter, email, role });
    return { sent: toSend, failed };
  }

  /** Spec §7 (getInvitedUsers): everyone the organisation invited, and how it went. */
  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'invitations:manage');
    return invitationsOf(orgId);
  }

  /** The organisation's invitations (the caller is authorized already). */
  async function invitationsOf(orgId: string): Promise<OrgInvitation[]> {
    const rows = await invitations.listOf(orgId);
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
    if (!(await invitations.cancelPending(orgId, invitationId))) throw new AppError('NOT_FOUND');
    return invitationsOf(orgId);
  }

  const byToken = async (token: string) => {
    const row = await invitations.byToken(token);
    if (!row) throw new AppError('INVITATION_INVALID');
    return { ...row, role: toOrgRole(row.role) ?? 'member', status: statusOf(row) };
  };

  /** What the invitation page shows before anyone signs in. */
  async function preview(token: string) {
    const { organizationName, email, role, status } = await byToken(token);
    return { organizationName, email, role, status };
  }

  /** Invitations still open for the user's verified addresses (for their organisations page). */
  async function openFor(userId: string) {
    const addresses = await people.verifiedAddressesOf(userId);
    if (addresses.length === 0) return [];
    const rows = await invitations.pendingForAddresses(addresses);
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
    if (invitation.status !== 'pending') throw new AppError('INVITATION_NO_LONGER_VALID');
    const addresses = await people.verifiedAddressesOf(caller.userId);
    if (!addresses.includes(invitation.email))
      throw new AppError('INVITATION_FOR_OTHER_EMAIL', { details: { email: invitation.email } });
    await invitations.accept(invitation, caller.userId);
    await organisations.setActive(caller, invitation.organizationId);
    return organisations.summaryOf(caller, invitation.organizationId);
  }

  return { invite, inviteByDomain, list, revoke, preview, accept, openFor };
}

export type InvitationsService = ReturnType<typeof createInvitations>;
