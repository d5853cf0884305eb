import {
  addAccountPhone,
  listAccountPhones,
  makeAccountPhonePrimary,
  removeAccountPhone,
  sendAccountPhoneCode,
  turnOffSecondStepByText,
  turnOnSecondStepByText,
  verifyAccountPhone,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { AccountPhonesService } from './account-phones.ts';
import type { SecondStepByTextService } from './second-step-by-text.ts';

/** The user profile's phone numbers (spec §2 user profile, §4, §5, §8). */
export const accountPhonesRoutes: FastifyPluginAsyncZod<{
  accountPhones: AccountPhonesService;
  secondStepByText: SecondStepByTextService;
  guards: Guards;
}> = async (app, { accountPhones: phones, secondStepByText: secondStep, guards }) => {
  const route = endpointRoutes(['account'], guards.signedIn);
  const sensitive = endpointRoutes(['account'], guards.sensitive);
  const listed = async (userId: string) => success({ phones: await phones.list(userId) });

  app.route({
    ...route(listAccountPhones, 'My phone numbers'),
    handler: async (request) => listed(callerOf(request).userId),
  });
  app.route({
    ...sensitive(
      addAccountPhone,
      'Add a phone number (international format); a code is texted to it',
    ),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await phones.add(userId, request.body.phone);
      return listed(userId);
    },
  });
  app.route({
    ...route(sendAccountPhoneCode, 'Text a new code to an unverified number'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await phones.sendCode(userId, request.params.id);
      return listed(userId);
    },
  });
  app.route({
    ...route(verifyAccountPhone, 'Verify a number with its texted code'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await phones.verify(userId, request.params.id, request.body.code);
      return listed(userId);
    },
  });
  app.route({
    ...sensitive(makeAccountPhonePrimary, 'Make a verified number the primary one'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await phones.makePrimary(userId, request.params.id);
      return listed(userId);
    },
  });
  app.route({
    ...sensitive(removeAccountPhone, 'Remove a number'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await phones.remove(userId, request.params.id);
      await secondStep.afterPhoneRemoved(userId);
      return listed(userId);
    },
  });

  app.route({
    ...sensitive(
      turnOnSecondStepByText,
      'Ask a code texted to the primary number after the password',
    ),
    handler: async (request) => {
      await secondStep.turnOn(callerOf(request).userId);
      return { status: 'success' as const };
    },
  });
  app.route({
    ...sensitive(turnOffSecondStepByText, 'No more texted codes as second step'),
    handler: async (request) => {
      await secondStep.turnOff(callerOf(request).userId);
      return { status: 'success' as const };
    },
  });
};
