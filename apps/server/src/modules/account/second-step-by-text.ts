import type { AppContext } from '../../context.ts';
import { dbBoolean } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { primaryPhoneOf, secondStepsOf } from '../auth/second-steps.ts';

/**
 * Spec §4: the primary phone number as the second step (a texted code after the password).
 * The user's `twoFactorEnabled` follows what is on: texted codes, the authenticator, or both.
 */
export function createSecondStepByText(ctx: AppContext) {
  const { db } = ctx.database;

  async function set(userId: string, isOn: boolean) {
    await db
      .updateTable('user')
      .set({ secondStepByText: dbBoolean(ctx.database, isOn) })
      .where('id', '=', userId)
      .execute();
    const { methods } = await secondStepsOf(db, userId);
    // Through Better Auth, so the sessions it keeps in Redis see the change too.
    const { internalAdapter } = await ctx.auth.$context;
    await internalAdapter.updateUser(userId, { twoFactorEnabled: methods.length > 0 });
  }

  return {
    /** On, for the verified primary number; without one there is nothing to text. */
    async turnOn(userId: string) {
      if (!(await primaryPhoneOf(db, userId)))
        throw new AppError('CONFLICT', 'Voeg eerst een telefoonnummer toe en bevestig het.');
      await set(userId, true);
    },
    turnOff: (userId: string) => set(userId, false),
    /** After a number went: with no verified number left, texted codes are off (never locked out). */
    async afterPhoneRemoved(userId: string) {
      if (await primaryPhoneOf(db, userId)) return;
      const user = await db
        .selectFrom('user')
        .select('secondStepByText')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user?.secondStepByText) await set(userId, false);
    },
  };
}
