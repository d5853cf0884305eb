import { birthYearSchema, registerSchema, validationText, widgetText } from '@leerloop/contracts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The parts of POST /auth/sign-up/email that are ours, around Better Auth's own: the bot check
 * (taken once, given back when the sign-up is refused for its fields), the birth year (issue 18:
 * under 16 without an organisation, a parent consents before uploads and Imi) and an optional
 * phone number, kept unverified with the new account; its texted code is the sign-up's next step.
 */
export async function prepareSignUp(ctx: AppContext, body: unknown) {
  const {
    captcha,
    phone,
    birthYear: typedYear,
    ...fields
  } = (body ?? {}) as Record<string, unknown>;
  const year = birthYearSchema.safeParse(typedYear);
  if (!year.success) {
    const key = year.error.issues[0]?.message ?? 'birth_year_required';
    throw new AppError('VALIDATION_ERROR', validationText(key), [
      { path: 'birthYear', message: key },
    ]);
  }
  const parsed = registerSchema.shape.phone.safeParse(phone);
  if (!parsed.success)
    throw new AppError('VALIDATION_ERROR', validationText('phone_invalid'), [
      { path: 'phone', message: 'phone_invalid' },
    ]);
  const number = parsed.data || undefined;
  if (number && (await isTaken(ctx, number)))
    throw new AppError('CONFLICT', widgetText('phone_number_exists'), undefined, {
      reason: 'phone_number_exists',
    });
  const giveBackCaptcha = await ctx.captcha.take(captcha);

  return {
    fields,
    /** The sign-up was refused: the same proof of work may try again. */
    refused: giveBackCaptcha,
    /** The account exists: its number waits for the texted code. */
    async done(response: Response) {
      const userId = ((await response.clone().json()) as { user?: { id?: string } }).user?.id;
      if (!userId) return;
      await ctx.database.db
        .updateTable('user')
        .set({ birthYear: year.data })
        .where('id', '=', userId)
        .execute();
      if (!number) return;
      await ctx.database.db
        .insertInto('userPhone')
        .values({ id: newId(), userId, phone: number, createdAt: new Date().toISOString() })
        // Taken in the meantime: the account stays, the number can be added later.
        .onConflict((oc) => oc.column('phone').doNothing())
        .execute();
    },
  };
}

const isTaken = async (ctx: AppContext, phone: string) =>
  Boolean(
    await ctx.database.db
      .selectFrom('userPhone')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirst(),
  );
