import {
  accountPhoneParams,
  accountPhonesResponse,
  addPhoneBody,
  verifyEmailBody as verifyCodeBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../../context.ts';
import { callerOf, signedInRoute, success } from '../../plugins/authenticate.ts';
import { createAccountPhones } from './account-phones.ts';
import { createSecondStepByText } from './second-step-by-text.ts';

/** The user profile's phone numbers (spec §2 user profile, §4, §5, §8). */
export const accountPhonesRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const phones = createAccountPhones(ctx, ctx.sms);
  const secondStep = createSecondStepByText(ctx);
  const route = signedInRoute(['account'], ctx.guards.signedIn);
  const sensitive = signedInRoute(['account'], ctx.guards.sensitive);
  const listed = async (userId: string) => success({ phones: await phones.list(userId) });
  const answers = { response: { 200: accountPhonesResponse } };
  const withId = { params: accountPhoneParams, ...answers };

  app.get('/api/account/phones', route('My phone numbers', answers), async (request) =>
    listed(callerOf(request).userId),
  );
  app.post(
    '/api/account/phones',
    sensitive('Add a phone number (international format); a code is texted to it', {
      body: addPhoneBody,
      ...answers,
    }),
    async (request) => {
      const { userId } = callerOf(request);
      await phones.add(userId, request.body.phone);
      return listed(userId);
    },
  );
  app.post(
    '/api/account/phones/:id/send-code',
    route('Text a new code to an unverified number', withId),
    async (request) => {
      const { userId } = callerOf(request);
      await phones.sendCode(userId, request.params.id);
      return listed(userId);
    },
  );
  app.post(
    '/api/account/phones/:id/verify',
    route('Verify a number with its texted code', { ...withId, body: verifyCodeBody }),
    async (request) => {
      const { userId } = callerOf(request);
      await phones.verify(userId, request.params.id, request.body.code);
      return listed(userId);
    },
  );
  app.post(
    '/api/account/phones/:id/primary',
    sensitive('Make a verified number the primary one', withId),
    async (request) => {
      const { userId } = callerOf(request);
      await phones.makePrimary(userId, request.params.id);
      return listed(userId);
    },
  );
  app.delete('/api/account/phones/:id', sensitive('Remove a number', withId), async (request) => {
    const { userId } = callerOf(request);
    await phones.remove(userId, request.params.id);
    await secondStep.afterPhoneRemoved(userId);
    return listed(userId);
  });

  const statusOnly = { response: { 200: z.object({ status: z.literal('success') }) } };
  app.post(
    '/api/account/second-step/text',
    sensitive('Ask a code texted to the primary number after the password', statusOnly),
    async (request) => {
      await secondStep.turnOn(callerOf(request).userId);
      return { status: 'success' as const };
    },
  );
  app.delete(
    '/api/account/second-step/text',
    sensitive('No more texted codes as second step', statusOnly),
    async (request) => {
      await secondStep.turnOff(callerOf(request).userId);
      return { status: 'success' as const };
    },
  );
};
