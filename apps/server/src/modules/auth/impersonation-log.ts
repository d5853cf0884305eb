import type { ImpersonationLogRepository } from './impersonation-log.repository.ts';

/**
 * Writes a platform admin's impersonation to the audit log. Told of every session created or
 * deleted; only impersonation sessions (with `impersonatedBy`) are written. The e-mail addresses
 * are copied so the log still reads after either account is deleted.
 */
export function createImpersonationLog(log: ImpersonationLogRepository) {
  return async function record(
    session: { userId: string; impersonatedBy?: string | null; ipAddress?: string | null },
    action: 'start' | 'stop',
  ) {
    const adminId = session.impersonatedBy;
    if (!adminId) return;
    const emails = await log.emailsOf([adminId, session.userId]);
    const emailOf = (id: string) => emails.find((row) => row.id === id)?.email ?? '';
    await log.add({
      adminId,
      adminEmail: emailOf(adminId),
      userId: session.userId,
      userEmail: emailOf(session.userId),
      action,
      ipAddress: session.ipAddress ?? null,
    });
  };
}

export type RecordImpersonation = ReturnType<typeof createImpersonationLog>;
