import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { Guards } from './plugins/authenticate.ts';
import type { SignInGuard } from './modules/auth/sign-in-guard.ts';
import type { SmsSender } from './modules/auth/sms.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import type { Storage } from './storage/storage.ts';
import type { Mailer } from './modules/mail/mail.types.ts';
import type { MailLimits } from './modules/mail/mail-limits.ts';

/**
 * Transitional: what route modules not yet given narrow dependencies get, built once in
 * services.ts. It goes when the last of them is converted.
 */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  auth: Auth;
  /** Only in the scale-out setup (REDIS_URL). */
  redis?: Redis;
  storage: Storage;
  realtime: RealtimeHub;
  mailer: Mailer;
  /** Text messages (the local outbox). */
  sms: SmsSender;
  signInGuard: SignInGuard;
  /** Mail a client has sent to addresses it names, per client address and for everyone. */
  mailLimits: MailLimits;
}

/** Route modules not yet given narrow dependencies: the whole context and the guards. */
export type RouteContext = AppContext & { guards: Guards };
