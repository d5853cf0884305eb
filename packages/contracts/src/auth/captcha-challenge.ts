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

/** Numbers hashed at once: Web Crypto works them off together, far faster than one by one. */
const SOLVE_BATCH = 256;

/** Finds the number (Web Crypto: the browser, and Node for tests); null if there is none. */
export async function solveCaptcha(challenge: CaptchaChallenge): Promise<string | null> {
  for (let start = 0; start <= challenge.maxnumber; start += SOLVE_BATCH) {
    const numbers = Array.from(
      { length: Math.min(SOLVE_BATCH, challenge.maxnumber - start + 1) },
      (_, index) => start + index,
    );
    const hashes = await Promise.all(
      numbers.map((number) => sha256Hex(`${challenge.salt}${number}`)),
    );
    const found = hashes.indexOf(challenge.challenge);
    if (found >= 0) {
      const solution: CaptchaSolution = {
        challenge: challenge.challenge,
        salt: challenge.salt,
        number: numbers[found]!,
        signature: challenge.signature,
      };
      return btoa(JSON.stringify(solution));
    }
  }
  return null;
}
