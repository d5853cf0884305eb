import { type AccountPhone } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import { identifierNotFound } from './identifier-not-found.ts';
import type { IdentifiersRepository } from './identifiers.repository.ts';
import { isRightCode, newCode } from '../auth/one-time-code.ts';
import { codeText, type SmsSender } from '../auth/sms.ts';

/** At most this many phone numbers per user. */
export const MAX_PHONES = 5;

/**
 * The user's phone numbers (spec §4): add one, verify it with a texted code, make one primary
 * (the default for a second step by text), remove one. A number belongs to one account only
 * (spec §8 `phone_number_exists`).
 */
export function createAccountPhones({
  identifiers,
  sms,
  signInGuard,
}: {
  identifiers: IdentifiersRepository;
  sms: SmsSender;
  signInGuard: Pick<SignInGuard, 'assertMaySendCode'>;
}) {
  const phoneOf = async (userId: string, id: string) => {
    const row = await identifiers.phoneOf(userId, id);
    if (!row) throw identifierNotFound();
    return row;
  };

  async function list(userId: string): Promise<AccountPhone[]> {
    const rows = await identifiers.phonesOf(userId);
    return rows.map((row) => ({
      id: row.id,
      phone: row.phone,
      verified: Boolean(row.verified),
      primary: Boolean(row.isPrimary),
    }));
  }

  async function sendCode(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    if (row.verified) throw new AppError('IDENTIFIER_ALREADY_VERIFIED');
    await signInGuard.assertMaySendCode(`phone:${row.phone}`);
    const { code, stored } = newCode();
    await identifiers.storePhoneCode(id, stored);
    await sms.send(row.phone, codeText(code));
  }

  async function add(userId: string, phone: string) {
    // Spec §8's own text is the message, as for every widget reason of the account forms.
    if (await identifiers.isPhoneTaken(phone))
      throw new AppError('PHONE_NUMBER_EXISTS', { reason: 'phone_number_exists' });
    const owned = await list(userId);
    if (owned.length >= MAX_PHONES) throw new AppError('TOO_MANY_PHONES');
    const id = await identifiers.addPhone(userId, phone);
    await sendCode(userId, id);
  }

  async function verify(userId: string, id: string, code: string) {
    const row = await phoneOf(userId, id);
    if (row.verified) return;
    if (!isRightCode(row, code)) {
      await identifiers.countWrongPhoneCode(id);
      throw new AppError('INVALID_CODE');
    }
    // The first verified number becomes the primary one.
    const hasPrimary = (await list(userId)).some((phone) => phone.primary);
    await identifiers.markPhoneVerified(id, { isPrimary: !hasPrimary });
  }

  async function makePrimary(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    if (!row.verified) throw new AppError('IDENTIFIER_NOT_VERIFIED');
    await identifiers.makePrimaryPhone(userId, id);
  }

  /** The e-mail address is always an identification, so a phone number can always go. */
  async function remove(userId: string, id: string) {
    const row = await phoneOf(userId, id);
    await identifiers.removePhone(id);
    if (!row.isPrimary) return;
    const next = (await list(userId)).find((phone) => phone.verified);
    if (next) await makePrimary(userId, next.id);
  }

  return { list, add, sendCode, verify, makePrimary, remove };
}

export type AccountPhonesService = ReturnType<typeof createAccountPhones>;
