import {
  authPathOf,
  changePassword,
  DELETE_ACCOUNT_CONFIRMATION,
  deleteUser,
  profileUpdateBody,
  registerSchema,
  resetPasswordWithOtp,
  signUpWithEmail,
  updateUser,
} from '@leerloop/contracts';
import { APIError } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { checkNewPassword } from './password-policy.ts';
import { providedFieldsOf } from './sso.ts';

const SIGN_UP = authPathOf(signUpWithEmail);
const UPDATE_USER = authPathOf(updateUser);
const DELETE_USER = authPathOf(deleteUser);

/** Better Auth endpoints that take a new password, and the body field that holds it. */
const newPasswordFields: Record<string, string> = {
  [SIGN_UP]: 'password',
  // Better Auth's reset by a mailed link, which no page of ours uses: checked all the same.
  '/reset-password': 'newPassword',
  [authPathOf(resetPasswordWithOtp)]: 'password',
  [authPathOf(changePassword)]: 'newPassword',
};

/** A field problem in Better Auth's error body; auth-errors.ts turns it into our shape. */
const invalid = (code: string, path: string, key: string) =>
  new APIError('BAD_REQUEST', { code, message: key, path });

/**
 * Runs before Better Auth's own endpoints: the sign-up body must meet the shared contract
 * (names ≤ 256 characters, a valid address), and every new password our password policy.
 */
export const authInputPolicy = createAuthMiddleware(async (ctx) => {
  const body = (ctx.body ?? {}) as Record<string, unknown>;
  // Spec §5: deleting the account requires typing 'Delete account'.
  if (ctx.path === DELETE_USER && body.confirm !== DELETE_ACCOUNT_CONFIRMATION)
    throw invalid('VALIDATION_ERROR', 'confirm', 'delete_confirm');
  // Which names a school's connection provides is the connection's to say (sso.ts), no one else's.
  if ('ssoFields' in body) throw invalid('VALIDATION_ERROR', 'ssoFields', 'invalid_value');
  // Issue 18: the birth year is given at sign-up (sign-up.ts) or once later (consent module).
  if ('birthYear' in body) throw invalid('VALIDATION_ERROR', 'birthYear', 'invalid_value');
  // Issue 18: the profile picture's path is the server's to set (account-picture.ts), no one else's.
  if ('image' in body) throw invalid('VALIDATION_ERROR', 'image', 'invalid_value');
  const schema =
    ctx.path === SIGN_UP
      ? // The birth year was taken out of the body before (sign-up.ts).
        registerSchema.omit({ birthYear: true })
      : ctx.path === UPDATE_USER
        ? profileUpdateBody
        : undefined;
  if (schema) {
    const parsed = schema.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) throw invalid('VALIDATION_ERROR', String(issue.path[0] ?? ''), issue.message);
  }
  // Spec §5: a name is read-only where an organisation's connection provides it.
  if (ctx.path === UPDATE_USER) {
    const session = await getSessionFromCtx(ctx);
    // From the database: the session's copy of the user may be a cached one.
    const user = session
      ? ((await ctx.context.internalAdapter.findUserById(session.user.id)) as Record<
          string,
          unknown
        > | null)
      : null;
    const provided = providedFieldsOf(user?.ssoFields as string | null | undefined);
    if (provided.some((field) => field in body && body[field] !== user?.[field]))
      throw new APIError('FORBIDDEN', { code: 'PROFILE_READ_ONLY', message: 'read only' });
  }
  const field = newPasswordFields[ctx.path];
  const password = field ? body[field] : undefined;
  if (!field || typeof password !== 'string') return;
  const inputs = [body.email, body.firstName, body.lastName].filter(
    (v): v is string => typeof v === 'string',
  );
  const problem = checkNewPassword(password, inputs);
  if (!problem) return;
  const code =
    problem === 'password_pwned'
      ? 'PASSWORD_PWNED'
      : problem === 'password_not_strong_enough'
        ? 'PASSWORD_TOO_WEAK'
        : 'VALIDATION_ERROR';
  throw invalid(code, 'password', problem);
});
