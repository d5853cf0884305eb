import { z } from 'zod';

/**
 * Spec §8 bot protection without a third party: a proof-of-work challenge in the style of ALTCHA.
 * The server picks a secret number up to `maxnumber` and sends SHA-256(salt + number) with its
 * HMAC signature; the browser finds the number by trying them all (a fraction of a second for
 * a person, real work for a bot sending thousands of sign-ups) and sends it with the sign-up.
 */
export const captchaChallenge = z
  .object({
    algorithm: z.literal('SHA-256'),
    challenge: z.string(),
    salt: z.string(),
    signature: z.string(),
    maxnumber: z.number().int().positive(),
  })
  .meta({ id: 'CaptchaChallenge' });
export type CaptchaChallenge = z.infer<typeof captchaChallenge>;

/** What the sign-up sends back (as base64 JSON in its `captcha` field). */
export interface CaptchaSolution {
  challenge: string;
  salt: string;
  number: number;
  signature: string;
}

const hex = (buffer: ArrayBuffer) =>
  [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (text: string) =>
  hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Finds the number (Web Crypto: the browser, and Node for tests); null if there is none. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string | null> {
  for (let number = 0; number <= challenge.maxnumber; number++) {
    if ((await sha256Hex(`${challenge.salt}${number}`)) === challenge.challenge) {
      const solution: CaptchaSolution = {
        challenge: challenge.challenge,
        salt: challenge.salt,
        number,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(solution));
    }
  }
  return null;
}
