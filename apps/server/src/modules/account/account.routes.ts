import {
  accountEmailParams,
  accountEmailsResponse,
  addEmailBody,
  realtimeRefs,
  verifyEmailBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteContext } from '../../context.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { Enrollment } from '../organisations/join-requests.ts';
import { createAccountEmails } from './account-emails.ts';

/** The user profile's e-mail addresses (spec §2 user profile, §4, §5). */
export const accountRoutes: FastifyPluginAsyncZod<RouteContext & { enroll: Enrollment }> = async (
  app,
  ctx,
) => {
  const emails = createAccountEmails(ctx);
  const { enroll } = ctx;
  const route = signedInRoute(['account'], ctx.guards.signedIn);
  const sensitive = signedInRoute(['account'], ctx.guards.sensitive);
  const listed = async (userId: string) => success({ emails: await emails.list(userId) });
  const answers = { response: { 200: accountEmailsResponse } };

  app.get('/api/account/emails', route('My e-mail addresses', answers), async (request) =>
    listed(callerOf(request).userId),
  );

  app.post(
    '/api/account/emails',
    sensitive('Add an e-mail address; a code to verify it is mailed there', {
      body: addEmailBody,
      ...answers,
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await emails.add(userId, request.body.email);
      return listed(userId);
    },
  );

  app.post(
    '/api/account/emails/:id/send-code',
    route('Mail a new code for an unverified address', { params: accountEmailParams, ...answers }),
    async (request) => {
      const { userId } = callerOf(request);
      await emails.sendCode(userId, request.params.id);
      return listed(userId);
    },
  );

  app.post(
    '/api/account/emails/:id/verify',
    route('Verify an address with its mailed code', {
      params: accountEmailParams,
      body: verifyEmailBody,
      ...answers,
    }),
    async (request) => {
      const { userId } = callerOf(request);
      const verified = await emails.verify(userId, request.params.id, request.body.code);
      // Issue 9: a verified address at an organisation's domain may enroll.
      if (verified) await enroll(userId, verified);
      return listed(userId);
    },
  );

  app.post(
    '/api/account/emails/:id/primary',
    sensitive('Make a verified address the primary one (sign-in and mail)', {
      params: accountEmailParams,
      ...answers,
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await emails.makePrimary(userId, request.params.id);
      ctx.realtime.publish(realtimeRefs.user(userId));
      return listed(userId);
    },
  );

  app.delete(
    '/api/account/emails/:id',
    sensitive('Remove an address (never the last identification)', {
      params: accountEmailParams,
      ...answers,
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await emails.remove(userId, request.params.id);
      ctx.realtime.publish(realtimeRefs.user(userId));
      return listed(userId);
    },
  );
};
