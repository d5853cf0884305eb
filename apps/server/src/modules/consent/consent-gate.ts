import { realtimeRefs } from '@leerloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { callerOf, createAuthenticate } from '../../plugins/authenticate.ts';
import { createConsentRepository } from './consent.repository.ts';
import { createConsentService } from './consent.service.ts';

/** The consent service over the app's database, mail and realtime. */
export const consentServiceOf = (ctx: AppContext) =>
  createConsentService({
    consents: createConsentRepository(ctx.database.db),
    mailer: ctx.mailer,
    baseUrl: ctx.config.baseUrl,
    takeMail: (clientAddress) => ctx.mailLimits.take(clientAddress),
    onChange: (userId) => ctx.realtime.publish(realtimeRefs.user(userId)),
  });

/**
 * preHandlers for what needs consent (uploads, Imi): signed in, then covered by an organisation,
 * age or a parent; otherwise 403 BIRTH_YEAR_REQUIRED or PARENTAL_CONSENT_REQUIRED.
 */
export function createConsentGate(ctx: AppContext) {
  const consent = consentServiceOf(ctx);
  const authenticate = createAuthenticate(ctx);
  return [
    authenticate,
    async (request: FastifyRequest) => consent.assertMayShare(callerOf(request).userId),
  ];
}
