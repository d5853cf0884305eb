/** zxcvbn's 0–4 score; 2 ("somewhat guessable") is the least we accept. */
export declare const MIN_PASSWORD_SCORE = 2;
export type PasswordProblem =
  | 'password_min_length'
  | 'password_size_in_bytes_exceeded'
  | 'password_pwned'
  | 'password_not_strong_enough';
/**
 * The server's word on a new password; the client's meter shows the same judgement earlier.
 * The breached check is offline: the common-password list zxcvbn bundles.
 */
export declare function checkNewPassword(
  password: string,
  userInputs?: string[],
): PasswordProblem | null;
