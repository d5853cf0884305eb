import type { Db } from '../../db/database.ts';
import { newId } from '../../lib/ids.ts';

/**
 * Writes a platform admin's impersonation to the audit log. Called for every session created or
 * deleted; only impersonation sessions (with `impersonatedBy`) are written. The e-mail addresses
 * are copied so the log still reads after either account is deleted.
 */
export async function logImpersonation(
  db: Db,
  session: { userId: string; impersonatedBy?: string | null; ipAddress?: string | null },
  action: 'start' | 'stop',
) {
  if (!session.impersonatedBy) return;
  const emails = await db
    .selectFrom('user')
    .select(['id', 'email'])
    .where('id', 'in', [session.impersonatedBy, session.userId])
    .execute();
  const emailOf = (id: string) => emails.find((row) => row.id === id)?.email ?? '';
  await db
    .insertInto('impersonationLog')
    .values({
      id: newId(),
      adminId: session.impersonatedBy,
      adminEmail: emailOf(session.impersonatedBy),
      userId: session.userId,
      userEmail: emailOf(session.userId),
      action,
      ipAddress: session.ipAddress ?? null,
      createdAt: new Date().toISOString(),
    })
    .execute();
}
