import { type AccountEmail, PRIMARY_EMAIL_ID, toLanguage } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Auth } from '../auth/auth.ts';
import { OTP_EXPIRES_MINUTES } from '../auth/auth-settings.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { codeMail } from '../mail/templates.ts';
import { identifierNotFound } from './identifier-not-found.ts';
import { type IdentifiersRepository, normaliseEmail } from './identifiers.repository.ts';
import { isRightCode, newCode } from '../auth/one-time-code.ts';

/** At most this many addresses besides the primary one. */
export const MAX_EXTRA_EMAILS = 5;

/**
 * Several e-mail addresses per user (spec §4): add one, verify it with a mailed code, make it
 * primary (the old primary stays as a verified further address), remove one — never the last
 * identification (spec §5/§8 `identification_deletion_failed`).
 */
export function createAccountEmails({
  identifiers,
  mailer,
  signInGuard,
  authContext,
}: {
  identifiers: IdentifiersRepository;
  mailer: Pick<Mailer, 'send'>;
  signInGuard: Pick<SignInGuard, 'assertMaySendCode'>;
  /** Better Auth changes `user.email` itself, so its session cache learns the new address. */
  authContext: Auth['$context'];
}) {
  const extraOf = async (userId: string, id: string) => {
    const row = await identifiers.extraEmailOf(userId, id);
    if (!row) throw identifierNotFound();
    return row;
  };

  async function list(userId: string): Promise<AccountEmail[]> {
    const { email } = await identifiers.primaryAddressOf(userId);
    const extra = await identifiers.extraEmailsOf(userId);
    return [
      { id: PRIMARY_EMAIL_ID, email, primary: true, verified: true },
      ...extra.map((row) => ({
        id: row.id,
        email: row.email,
        primary: false,
        verified: Boolean(row.verified),
      })),
    ];
  }

  /** Mails a fresh code for an address (the last one stops working). */
  async function sendCode(userId: string, id: string) {
    const row = await extraOf(userId, id);
    if (row.verified) throw new AppError('IDENTIFIER_ALREADY_VERIFIED');
    await signInGuard.assertMaySendCode(row.email);
    const { code, stored } = newCode();
    await identifiers.storeEmailCode(id, stored);
    const { langSelected } = await identifiers.primaryAddressOf(userId);
    const mail = codeMail(
      'email-verification',
      code,
      toLanguage(langSelected),
      OTP_EXPIRES_MINUTES,
    );
    await mailer.send({ to: row.email, ...mail });
  }

  async function add(userId: string, email: string) {
    const address = normaliseEmail(email);
    if (await identifiers.isEmailTaken(address))
      throw new AppError('EMAIL_EXISTS', { reason: 'form_identifier_exists' });
    if ((await identifiers.countExtraEmails(userId)) >= MAX_EXTRA_EMAILS)
      throw new AppError('TOO_MANY_EMAILS');
    const id = await identifiers.addEmail(userId, address);
    await sendCode(userId, id);
    return id;
  }

  /** The address verified now (none when it already was). */
  async function verify(userId: string, id: string, code: string) {
    const row = await extraOf(userId, id);
    if (row.verified) return null;
    if (!isRightCode(row, code)) {
      await identifiers.countWrongEmailCode(id);
      throw new AppError('INVALID_CODE');
    }
    await identifiers.markEmailVerified(id);
    return row.email;
  }

  /**
   * Swaps a verified further address with the primary one. Better Auth changes `user.email`
   * itself, so its session cache learns the new address too.
   */
  async function makePrimary(userId: string, id: string) {
    const row = await extraOf(userId, id);
    if (!row.verified) throw new AppError('IDENTIFIER_NOT_VERIFIED');
    const { email: previous } = await identifiers.primaryAddressOf(userId);
    await identifiers.replaceExtraEmail(id, previous);
    try {
      const { internalAdapter } = await authContext;
      await internalAdapter.updateUser(userId, { email: row.email, emailVerified: true });
    } catch (error) {
      await identifiers.replaceExtraEmail(id, row.email);
      throw error;
    }
  }

  /** Removes an address; the primary one only when a verified one can take its place. */
  async function remove(userId: string, id: string) {
    if (id !== PRIMARY_EMAIL_ID) {
      await extraOf(userId, id);
      await identifiers.removeExtraEmail(id);
      return;
    }
    const successor = await identifiers.firstVerifiedExtraEmail(userId);
    // Spec §8's own text is the message, as for every widget reason of the account forms.
    if (!successor)
      throw new AppError('LAST_IDENTIFICATION', { reason: 'identification_deletion_failed' });
    await makePrimary(userId, successor.id);
    await identifiers.removeExtraEmail(successor.id);
  }

  return { list, add, sendCode, verify, makePrimary, remove };
}

export type AccountEmailsService = ReturnType<typeof createAccountEmails>;
