import { endpoint } from '../endpoint.ts';
import { parentConsentParams, parentConsentResponse } from './consent-views.ts';

/*
 * The parent's side of consent (issue 18), without an account: the link's secret is the key.
 * Each answers with what the parent's page shows.
 */

/** The parent's page: whose consent is asked and where it stands. */
export const getParentConsent = endpoint({
  method: 'GET',
  path: '/parent-consent/:token',
  params: parentConsentParams,
  response: parentConsentResponse,
  errors: ['PARENT_LINK_INVALID'],
});

/** The parent or guardian consents. */
export const giveParentConsent = endpoint({
  method: 'POST',
  path: '/parent-consent/:token',
  params: parentConsentParams,
  response: parentConsentResponse,
  errors: ['PARENT_LINK_INVALID', 'PARENT_LINK_EXPIRED'],
});

/** The parent or guardian withdraws consent (or refuses the request). */
export const withdrawParentConsent = endpoint({
  method: 'POST',
  path: '/parent-consent/:token/withdraw',
  params: parentConsentParams,
  response: parentConsentResponse,
  errors: ['PARENT_LINK_INVALID'],
});
