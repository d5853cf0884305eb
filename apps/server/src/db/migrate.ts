import { type Migration, Migrator } from 'kysely';
import type { Db } from './database.ts';
import * as auth from './migrations/0001-auth.ts';
import * as organizations from './migrations/0002-organizations.ts';
import * as platform from './migrations/0003-platform.ts';
import * as programme from './migrations/0004-programme.ts';
import * as answers from './migrations/0005-answers.ts';
import * as authCache from './migrations/0006-auth-cache.ts';
import * as swipe from './migrations/0007-swipe.ts';
import * as themes from './migrations/0008-themes.ts';
import * as imi from './migrations/0009-imi.ts';
import * as platformRole from './migrations/0010-platform-role.ts';
import * as ban from './migrations/0011-ban.ts';
import * as twoFactor from './migrations/0012-two-factor-and-impersonation.ts';
import * as userEmails from './migrations/0013-user-emails.ts';
import * as passwordResetRequired from './migrations/0014-password-reset-required.ts';
import * as knownDevices from './migrations/0015-known-devices.ts';
import * as username from './migrations/0016-username.ts';
import * as phones from './migrations/0017-phones.ts';
import * as reverificationAndWallets from './migrations/0018-reverification-and-wallets.ts';
import * as secondStepAndSsoFields from './migrations/0019-second-step-by-text-and-sso-fields.ts';
import * as domainsAndRequests from './migrations/0020-organisation-domains-and-requests.ts';
import * as imiCrisisAlerts from './migrations/0021-imi-crisis-alerts.ts';
import * as domainApproval from './migrations/0022-domain-approval.ts';
import * as parentalConsent from './migrations/0023-parental-consent.ts';
import * as retentionIndexes from './migrations/0024-retention-indexes.ts';
import * as reviewResponses from './migrations/0025-review-responses.ts';
import * as answerSubmittedAt from './migrations/0026-answer-submitted-at.ts';
import * as groups from './migrations/0027-groups.ts';
import * as scheduledJobs from './migrations/0028-scheduled-jobs.ts';
import * as weeklyDigestMail from './migrations/0029-weekly-digest-mail.ts';
import * as contentEditing from './migrations/0030-content-editing.ts';
import * as clientRequests from './migrations/0031-client-requests.ts';
import * as reminders from './migrations/0032-reminders.ts';
import * as spacedReview from './migrations/0033-spaced-review.ts';
import * as weekStreak from './migrations/0034-week-streak.ts';
import * as contentAddedInApp from './migrations/0035-content-added-in-app.ts';
import * as contentOfOrganisations from './migrations/0036-content-of-organisations.ts';
import * as reviewCardRecall from './migrations/0037-review-card-recall.ts';
import * as learnerActivityIndexes from './migrations/0038-learner-activity-indexes.ts';

/** Numbered migrations, applied in order. Add new ones at the end; never edit an applied one. */
const migrations: Record<string, Migration> = {
  '0001-auth': auth,
  '0002-organizations': organizations,
  '0003-platform': platform,
  '0004-programme': programme,
  '0005-answers': answers,
  '0006-auth-cache': authCache,
  '0007-swipe': swipe,
  '0008-themes': themes,
  '0009-imi': imi,
  '0010-platform-role': platformRole,
  '0011-ban': ban,
  '0012-two-factor-and-impersonation': twoFactor,
  '0013-user-emails': userEmails,
  '0014-password-reset-required': passwordResetRequired,
  '0015-known-devices': knownDevices,
  '0016-username': username,
  '0017-phones': phones,
  '0018-reverification-and-wallets': reverificationAndWallets,
  '0019-second-step-by-text-and-sso-fields': secondStepAndSsoFields,
  '0020-organisation-domains-and-requests': domainsAndRequests,
  '0021-imi-crisis-alerts': imiCrisisAlerts,
  '0022-domain-approval': domainApproval,
  '0023-parental-consent': parentalConsent,
  '0024-retention-indexes': retentionIndexes,
  '0025-review-responses': reviewResponses,
  '0026-answer-submitted-at': answerSubmittedAt,
  '0027-groups': groups,
  '0028-scheduled-jobs': scheduledJobs,
  '0029-weekly-digest-mail': weeklyDigestMail,
  '0030-content-editing': contentEditing,
  '0031-client-requests': clientRequests,
  '0032-reminders': reminders,
  '0033-spaced-review': spacedReview,
  '0034-week-streak': weekStreak,
  '0035-content-added-in-app': contentAddedInApp,
  '0036-content-of-organisations': contentOfOrganisations,
  '0037-review-card-recall': reviewCardRecall,
  '0038-learner-activity-indexes': learnerActivityIndexes,
};

export async function migrateToLatest(db: Db) {
  return migrateTo(db);
}

/**
 * Up to the named migration, or to the latest: a test of a migration that moves data starts
 * just before it.
 */
export async function migrateTo(db: Db, target?: string) {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = target
    ? await migrator.migrateTo(target)
    : await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Database migration ${failed} failed: ${String(error)}`, { cause: error });
  }
  return results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
}
