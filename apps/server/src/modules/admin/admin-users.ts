import type { AdminUser } from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SignInGuard } from '../auth/sign-in-guard.ts';
import type { AdminRepository, AdminUserRow } from './admin.repository.ts';

/** The platform admin's users: find someone, see whether sign-in is locked, lift the lock. */
export function createAdminUsers({
  users,
  signInGuard,
  endSessionsOf,
}: {
  users: AdminRepository;
  signInGuard: Pick<SignInGuard, 'lockedFor' | 'lift'>;
  /** Ends every session of the user (through Better Auth, so its cache forgets them too). */
  endSessionsOf: (userId: string) => Promise<void>;
}) {
  const view = async (row: AdminUserRow): Promise<AdminUser> => {
    const lockedFor = await signInGuard.lockedFor(row.email);
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      isPlatformAdmin: row.role === 'admin',
      createdAt: toIso(row.createdAt),
      lockedForSeconds: lockedFor > 0 ? lockedFor : null,
      banned: Boolean(row.banned),
      passwordResetRequired: Boolean(row.passwordResetRequired),
    };
  };

  const userOrNotFound = async (id: string) => {
    const row = await users.find(id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  };

  return {
    /** Users whose e-mail or name contains the search (newest first), a page at a time. */
    async search(search: string, window: { offset: number; limit: number }) {
      const { rows, total } = await users.search(search.toLowerCase(), window);
      return { users: await Promise.all(rows.map(view)), total };
    },

    /** Bans (every session ends, no sign-in) or lifts a ban; never the admin themselves. */
    async setBanned(adminId: string, userId: string, banned: boolean) {
      const row = await userOrNotFound(userId);
      if (banned && row.id === adminId) throw new AppError('SELF_BAN');
      await users.setBanned(row.id, banned);
      if (banned) await endSessionsOf(row.id);
      return view({ ...row, banned });
    },

    /** Every session ends; signing in asks for a new password first. */
    async requirePasswordReset(adminId: string, userId: string) {
      const row = await userOrNotFound(userId);
      if (row.id === adminId) throw new AppError('SELF_PASSWORD_RESET');
      await users.requirePasswordReset(row.id);
      await endSessionsOf(row.id);
      return view({ ...row, passwordResetRequired: true });
    },

    /** Lifts the user's sign-in lock. */
    async unlock(userId: string) {
      const row = await userOrNotFound(userId);
      await signInGuard.lift(row.email);
      return view(row);
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsers>;
