import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import type { DomainsRepository } from './domains.repository.ts';
import type { InvitationsService } from './invitations.ts';
import type { JoinRequestsRepository } from './join-requests.repository.ts';
import type { MembersRepository } from './members.repository.ts';
import type { OrganisationsService } from './organisations.ts';

/**
 * Spec §4: a user whose newly verified address is at a verified domain is enrolled by that
 * domain's mode at that moment — an invitation, a suggestion, or nothing; a later change of
 * mode does not reach them. A suggestion becomes a request ('Pending approval') when the user
 * asks, and a membership (Lid) when an Admin approves.
 */
export function createJoinRequests({
  requests,
  organisations,
  invitations,
}: {
  requests: JoinRequestsRepository;
  organisations: Pick<OrganisationsService, 'authorize'>;
  invitations: Pick<InvitationsService, 'openFor'>;
}) {
  /** What waits for the caller: suggestions and requests, and invitations to their addresses. */
  async function mine(caller: Caller) {
    const suggestions = await requests.openOf(caller.userId);
    return { suggestions, invitations: await invitations.openFor(caller.userId) };
  }

  /** The user asks to join where a domain suggested it: 'Pending approval' until answered. */
  async function ask(caller: Caller, suggestionId: string) {
    if (!(await requests.ask(suggestionId, caller.userId))) throw new AppError('NOT_FOUND');
    return mine(caller);
  }

  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'requests:manage');
    return waitingIn(orgId);
  }

  /** Requests waiting for an answer (the caller is authorized already). */
  async function waitingIn(orgId: string) {
    const rows = await requests.waitingIn(orgId);
    return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
  }

  /** An Admin's answer: approved joins as Lid, rejected is kept so it is not suggested again. */
  async function answer(caller: Caller, orgId: string, requestId: string, approve: boolean) {
    await organisations.authorize(caller, orgId, 'requests:manage');
    const request = await requests.findWaiting(orgId, requestId);
    if (!request) throw new AppError('NOT_FOUND');
    await requests.answer({ ...request, organizationId: orgId }, approve);
    return waitingIn(orgId);
  }

  return { mine, ask, list, answer };
}

export type JoinRequestsService = ReturnType<typeof createJoinRequests>;

/**
 * Enrollment for one verified address of a user (sign-up, a further address, a school), for
 * the auth hooks and the profile's addresses: only by domains a platform admin approved, and
 * never by a shared mail domain (issue 18). It never stands in the way of the sign-up or the
 * address itself.
 */
export function createEnrollment({
  domains,
  members,
  requests,
  invitations,
  isSharedMailDomain,
}: {
  domains: Pick<DomainsRepository, 'enrolling'>;
  members: Pick<MembersRepository, 'isMember'>;
  requests: Pick<JoinRequestsRepository, 'suggest'>;
  invitations: Pick<InvitationsService, 'inviteByDomain'>;
  isSharedMailDomain: (domain: string) => boolean;
}) {
  async function enroll(userId: string, email: string) {
    const domain = email.split('@')[1]?.toLowerCase();
    if (!domain || isSharedMailDomain(domain)) return;
    for (const { organizationId, enrollmentMode } of await domains.enrolling(domain)) {
      if (await members.isMember(organizationId, userId)) continue;
      if (enrollmentMode === 'automatic_invitation')
        await invitations.inviteByDomain(organizationId, email.toLowerCase());
      else await requests.suggest(organizationId, userId);
    }
  }

  return async (userId: string, email: string) => {
    await enroll(userId, email).catch((error: unknown) => {
      console.error('Enrollment by domain failed', error);
    });
  };
}

export type Enrollment = ReturnType<typeof createEnrollment>;
