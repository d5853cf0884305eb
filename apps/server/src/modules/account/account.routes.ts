import {
  addAccountEmail,
  listAccountEmails,
  makeAccountEmailPrimary,
  realtimeRefs,
  removeAccountEmail,
  sendAccountEmailCode,
  verifyAccountEmail,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { RealtimeHub } from '../../realtime/realtime-hub.ts';
import type { AccountEmailsService } from './account-emails.ts';

/** The user profile's e-mail addresses (spec §2 user profile, §4, §5). */
export const accountRoutes: FastifyPluginAsyncZod<{
  accountEmails: AccountEmailsService;
  /** Issue 9: a verified address at an organisation's domain may enroll. */
  enroll(userId: string, email: string): Promise<void>;
  realtime: RealtimeHub;
  guards: Guards;
}> = async (app, { accountEmails: emails, enroll, realtime, guards }) => {
  const route = endpointRoutes(['account'], guards.signedIn);
  const sensitive = endpointRoutes(['account'], guards.sensitive);
  const listed = async (userId: string) => success({ emails: await emails.list(userId) });

  app.route({
    ...route(listAccountEmails, 'My e-mail addresses'),
    handler: async (request) => listed(callerOf(request).userId),
  });

  app.route({
    ...sensitive(addAccountEmail, 'Add an e-mail address; a code to verify it is mailed there'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await emails.add(userId, request.body.email);
      return listed(userId);
    },
  });

  app.route({
    ...route(sendAccountEmailCode, 'Mail a new code for an unverified address'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await emails.sendCode(userId, request.params.id);
      return listed(userId);
    },
  });

  app.route({
    ...route(verifyAccountEmail, 'Verify an address with its mailed code'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      const verified = await emails.verify(userId, request.params.id, request.body.code);
      // Issue 9: a verified address at an organisation's domain may enroll.
      if (verified) await enroll(userId, verified);
      return listed(userId);
    },
  });

  app.route({
    ...sensitive(
      makeAccountEmailPrimary,
      'Make a verified address the primary one (sign-in and mail)',
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await emails.makePrimary(userId, request.params.id);
      realtime.publish(realtimeRefs.user(userId));
      return listed(userId);
    },
  });

  app.route({
    ...sensitive(removeAccountEmail, 'Remove an address (never the last identification)'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await emails.remove(userId, request.params.id);
      realtime.publish(realtimeRefs.user(userId));
      return listed(userId);
    },
  });
};
