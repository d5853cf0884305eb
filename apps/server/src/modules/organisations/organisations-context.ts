import type { AppContext } from '../../context.ts';

/** What the organisation services are built with (they come before auth: it enrolls by them). */
export type OrganisationsContext = Pick<
  AppContext,
  'config' | 'database' | 'mailer' | 'storage' | 'signInGuard' | 'mailLimits'
>;
