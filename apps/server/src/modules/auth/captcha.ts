import { type CaptchaChallenge, type CaptchaSolution, sha256Hex } from '@leerloop/contracts';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { CaptchaRepository } from './captcha.repository.ts';

/** How long a challenge may be solved and used. */
const CHALLENGE_MINUTES = 10;

const refuse = (reason: 'captcha_invalid' | 'captcha_unavailable') =>
  new AppError('VALIDATION_ERROR', { issues: [{ path: 'captcha', message: reason }], reason });

/**
 * The sign-up's proof-of-work (see contracts/captcha.ts). A challenge is signed with the auth
 * secret, expires after ten minutes and is taken once (its signature is remembered until then).
 */
export function createCaptcha({
  solutions,
  secret,
  maxNumber,
}: {
  solutions: CaptchaRepository;
  secret: string;
  maxNumber: number;
}) {
  const sign = (challenge: string) => createHmac('sha256', secret).update(challenge).digest('hex');

  async function challenge(): Promise<CaptchaChallenge> {
    const expires = Math.floor(Date.now() / 1000) + CHALLENGE_MINUTES * 60;
    const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
    const challenge = await sha256Hex(`${salt}${randomInt(0, maxNumber + 1)}`);
    return {
      algorithm: 'SHA-256',
      challenge,
      salt,
      signature: sign(challenge),
      maxnumber: maxNumber,
    };
  }

  /**
   * Checks a solution and takes it (so it cannot be used twice, also not at the same time);
   * returns a function that gives it back when the sign-up it guarded failed. Throws
   * VALIDATION_ERROR with reason captcha_invalid, or captcha_unavailable when none came.
   */
  async function take(payload: unknown) {
    if (typeof payload !== 'string' || !payload) throw refuse('captcha_unavailable');
    let solution: CaptchaSolution;
    try {
      solution = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as CaptchaSolution;
    } catch {
      throw refuse('captcha_invalid');
    }
    const { challenge, salt, number, signature } = solution ?? {};
    if (typeof challenge !== 'string' || typeof salt !== 'string' || typeof signature !== 'string')
      throw refuse('captcha_invalid');
    const expected = Buffer.from(sign(challenge));
    const given = Buffer.from(signature);
    const expires = Number(/[?&]expires=(\d+)/.exec(salt)?.[1] ?? 0) * 1000;
    const isGenuine =
      expected.length === given.length &&
      timingSafeEqual(expected, given) &&
      Number.isInteger(number) &&
      expires > Date.now() &&
      (await sha256Hex(`${salt}${number}`)) === challenge;
    if (!isGenuine) throw refuse('captcha_invalid');
    // Once only: a solved challenge cannot sign up a second account.
    if (await solutions.isSpent(signature)) throw refuse('captcha_invalid');
    await solutions.spend(signature, new Date(expires));
    return () => solutions.giveBack(signature);
  }

  return { challenge, take };
}

export type Captcha = ReturnType<typeof createCaptcha>;
