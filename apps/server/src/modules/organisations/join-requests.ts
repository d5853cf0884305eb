import type { OrganisationsContext } from './organisations-context.ts';
import { dbBoolean } from '../../db/database.ts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Caller } from '../auth/access-token.ts';
import { createSharedMailDomains } from './shared-mail-domains.ts';
import { createInvitations } from './invitations.ts';
import { createOrganisations } from './organisations.ts';

/**
 * Spec §4: a user whose newly verified address is at a verified domain is enrolled by that
 * domain's mode at that moment — an invitation, a suggestion, or nothing; a later change of
 * mode does not reach them. A suggestion becomes a request ('Pending approval') when the user
 * asks, and a membership (Lid) when an Admin approves.
 */
export function createJoinRequests(
  ctx: OrganisationsContext,
  organisations: ReturnType<typeof createOrganisations>,
  invitations: ReturnType<typeof createInvitations>,
) {
  const { db } = ctx.database;
  const isShared = createSharedMailDomains(ctx.config.sharedMailDomains);

  /**
   * Enrollment for one verified address of a user (sign-up, a further address, a school): only
   * by domains a platform admin approved, and never by a shared mail domain (issue 18).
   */
  async function enroll(userId: string, email: string) {
    const domain = email.split('@')[1]?.toLowerCase();
    if (!domain || isShared(domain)) return;
    const matches = await db
      .selectFrom('organizationDomain')
      .select(['organizationId', 'enrollmentMode'])
      .where('domain', '=', domain)
      .where('verified', '=', dbBoolean(ctx.database, true))
      .where('approval', '=', 'approved')
      .where('enrollmentMode', '!=', 'none')
      .execute();
    for (const { organizationId, enrollmentMode } of matches) {
      const isMember = await db
        .selectFrom('member')
        .select('id')
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (isMember) continue;
      if (enrollmentMode === 'automatic_invitation')
        await invitations.inviteByDomain(organizationId, email.toLowerCase());
      else
        await db
          .insertInto('organizationRequest')
          .values({
            id: newId(),
            organizationId,
            userId,
            status: 'suggested',
            createdAt: new Date().toISOString(),
          })
          .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
          .execute();
    }
  }

  /** What waits for the caller: suggestions and requests, and invitations to their addresses. */
  async function mine(caller: Caller) {
    const suggestions = await db
      .selectFrom('organizationRequest')
      .innerJoin('organization', 'organization.id', 'organizationRequest.organizationId')
      .select([
        'organizationRequest.id',
        'organizationRequest.organizationId',
        'organizationRequest.status',
        'organization.name as organizationName',
      ])
      .where('organizationRequest.userId', '=', caller.userId)
      .where('organizationRequest.status', '!=', 'rejected')
      .orderBy('organization.name')
      .execute();
    return { suggestions, invitations: await invitations.openFor(caller.userId) };
  }

  /** The user asks to join where a domain suggested it: 'Pending approval' until answered. */
  async function ask(caller: Caller, suggestionId: string) {
    const { numUpdatedRows } = await db
      .updateTable('organizationRequest')
      .set({ status: 'pending' })
      .where('id', '=', suggestionId)
      .where('userId', '=', caller.userId)
      .where('status', 'in', ['suggested', 'pending'])
      .executeTakeFirst();
    if (!numUpdatedRows) throw new AppError('NOT_FOUND');
    return mine(caller);
  }

  async function list(caller: Caller, orgId: string) {
    await organisations.authorize(caller, orgId, 'requests:manage');
    return waitingIn(orgId);
  }

  /** Requests waiting for an answer (the caller is authorized already). */
  async function waitingIn(orgId: string) {
    const rows = await db
      .selectFrom('organizationRequest')
      .innerJoin('user', 'user.id', 'organizationRequest.userId')
      .select([
        'organizationRequest.id',
        'organizationRequest.userId',
        'organizationRequest.status',
        'organizationRequest.createdAt',
        'user.firstName',
        'user.lastName',
        'user.email',
      ])
      .where('organizationRequest.organizationId', '=', orgId)
      .where('organizationRequest.status', '=', 'pending')
      .orderBy('organizationRequest.createdAt')
      .orderBy('organizationRequest.id')
      .execute();
    return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt) }));
  }

  /** An Admin's answer: approved joins as Lid, rejected is kept so it is not suggested again. */
  async function answer(caller: Caller, orgId: string, requestId: string, approve: boolean) {
    await organisations.authorize(caller, orgId, 'requests:manage');
    const request = await db
      .selectFrom('organizationRequest')
      .select(['id', 'userId'])
      .where('id', '=', requestId)
      .where('organizationId', '=', orgId)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (!request) throw new AppError('NOT_FOUND');
    const now = new Date().toISOString();
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('organizationRequest')
        .set({ status: approve ? 'approved' : 'rejected', decidedAt: now })
        .where('id', '=', requestId)
        .execute();
      if (approve)
        await trx
          .insertInto('member')
          .values({
            id: newId(),
            organizationId: orgId,
            userId: request.userId,
            role: 'member',
            createdAt: now,
          })
          .onConflict((oc) => oc.columns(['organizationId', 'userId']).doNothing())
          .execute();
    });
    return waitingIn(orgId);
  }

  return { enroll, mine, ask, list, answer };
}

/** The enrollment of verified addresses, for the auth hooks and the profile's addresses. */
export function createEnrollment(ctx: OrganisationsContext) {
  const organisations = createOrganisations(ctx);
  const requests = createJoinRequests(ctx, organisations, createInvitations(ctx, organisations));
  return async (userId: string, email: string) => {
    // Enrollment never stands in the way of the sign-up or the address itself.
    await requests.enroll(userId, email).catch((error: unknown) => {
      console.error('Enrollment by domain failed', error);
    });
  };
}
