import { captchaChallenge } from './captcha-challenge.ts';
import { endpoint } from '../endpoint.ts';
import { successResponse } from '../envelope.ts';

/** Spec §8: a proof-of-work challenge; its solution goes with the sign-up as `captcha`. */
export const getCaptcha = endpoint({
  method: 'GET',
  path: '/captcha',
  response: successResponse(captchaChallenge),
});
