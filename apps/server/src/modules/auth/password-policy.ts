import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE } from '@leerloop/contracts';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as dutch from '@zxcvbn-ts/language-nl-be';

/** Built for the first new password (a tenth of a second of ranking its word lists), not at start. */
let strength: { zxcvbn: ZxcvbnFactory; commonPasswords: Set<string> } | undefined;
const passwordStrength = () =>
  (strength ??= {
    zxcvbn: new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...dutch.dictionary },
      graphs: common.adjacencyGraphs,
    }),
    commonPasswords: new Set(common.dictionary['passwords-common']),
  });

export type PasswordProblem =
  | 'password_min_length'
  | 'password_size_in_bytes_exceeded'
  | 'password_pwned'
  | 'password_not_strong_enough';

/**
 * The server's word on a new password; the client's meter shows the same judgement earlier.
 * The breached check is offline: the common-password list zxcvbn bundles.
 */
export function checkNewPassword(
  password: string,
  userInputs: string[] = [],
): PasswordProblem | null {
  if (password.length < MIN_PASSWORD_LENGTH) return 'password_min_length';
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES)
    return 'password_size_in_bytes_exceeded';
  const { zxcvbn, commonPasswords } = passwordStrength();
  if (commonPasswords.has(password.toLowerCase())) return 'password_pwned';
  if (zxcvbn.check(password, userInputs).score < MIN_PASSWORD_SCORE)
    return 'password_not_strong_enough';
  return null;
}
