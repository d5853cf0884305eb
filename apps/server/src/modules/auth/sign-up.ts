import { birthYearSchema, registerSchema } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Captcha } from './captcha.ts';
import type { SignUpRepository } from './sign-up.repository.ts';

/**
 * The parts of the sign-up (signUpWithEmail) that are ours, around Better Auth's own: the bot
 * check (taken once, given back when the sign-up is refused for its fields), the birth year
 * (issue 18: under 16 without an organisation, a parent consents before uploads and Imi) and an
 * optional phone number, kept unverified with the new account; its texted code is the sign-up's
 * next step.
 */
export function createSignUp({
  captcha,
  accounts,
}: {
  captcha: Pick<Captcha, 'take'>;
  accounts: SignUpRepository;
}) {
  return async function prepareSignUp(body: unknown) {
    const {
      captcha: solution,
      phone,
      birthYear: typedYear,
      ...fields
    } = (body ?? {}) as Record<string, unknown>;
    const year = birthYearSchema.safeParse(typedYear);
    if (!year.success) {
      const key = year.error.issues[0]?.message ?? 'birth_year_required';
      throw new AppError('VALIDATION_ERROR', { issues: [{ path: 'birthYear', message: key }] });
    }
    const parsed = registerSchema.shape.phone.safeParse(phone);
    if (!parsed.success)
      throw new AppError('VALIDATION_ERROR', {
        issues: [{ path: 'phone', message: 'phone_invalid' }],
      });
    const number = parsed.data || undefined;
    if (number && (await accounts.isPhoneTaken(number)))
      throw new AppError('PHONE_NUMBER_EXISTS', { reason: 'phone_number_exists' });
    const giveBackCaptcha = await captcha.take(solution);

    return {
      fields,
      /** The sign-up was refused: the same proof of work may try again. */
      refused: giveBackCaptcha,
      /** The account exists: its number waits for the texted code. */
      async done(response: Response) {
        const userId = ((await response.clone().json()) as { user?: { id?: string } }).user?.id;
        if (!userId) return;
        await accounts.setBirthYear(userId, year.data);
        // Taken in the meantime: the account stays, the number can be added later.
        if (number) await accounts.addUnverifiedPhone(userId, number);
      },
    };
  };
}

export type PrepareSignUp = ReturnType<typeof createSignUp>;
