import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import type { BackgroundTasks } from './lib/background-tasks.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { Caller } from './modules/auth/access-token.ts';
import type { Auth } from './modules/auth/auth.ts';
import type { Guards } from './plugins/authenticate.ts';
import type { Captcha } from './modules/auth/captcha.ts';
import type { SignInGuard } from './modules/auth/sign-in-guard.ts';
import type { SmsSender } from './modules/auth/sms.ts';
import type { RealtimeHub } from './realtime/realtime-hub.ts';
import type { Storage } from './storage/storage.ts';
import type { Mailer } from './modules/mail/mail.types.ts';
import type { MailLimits } from './modules/mail/mail-limits.ts';
import type { RateLimiter } from './modules/rate-limit/rate-limiter.ts';

/** What route modules get: the configured services, built once in app.ts. */
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
  /** Counts in the database, or in Redis when configured (shared by every instance). */
  rateLimiter: RateLimiter;
  /** The sign-up's proof-of-work bot check. */
  captcha: Captcha;
  /** Work that goes on after the answer (its timing must not show in it). */
  background: BackgroundTasks;
  verifyAccessToken(token: string): Promise<Caller | null>;
}

/** Route modules not yet given narrow dependencies: the whole context and the guards. */
export type RouteContext = AppContext & { guards: Guards };

declare module 'fastify' {
  interface FastifyRequest {
    caller?: Caller;
  }
}
