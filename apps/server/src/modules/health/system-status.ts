import { databaseMessage, type SystemStatus } from '@leerloop/contracts';
import type { Redis } from 'ioredis';
import type { Config } from '../../config.ts';
import { type DatabaseHandle, isDatabaseWorking } from '../../db/database.ts';
import { isRedisWorking } from '../../redis/redis.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Mailer } from '../mail/mail.types.ts';
import { isModelEndpointWorking } from '../imi/providers/openai.ts';

type Component = SystemStatus['components'][number];

const part = (
  component: Component['component'],
  driver: string,
  isWorking: boolean | null,
): Component => {
  const state = isWorking === null ? 'not-configured' : isWorking ? 'working' : 'not-working';
  return { component, driver, state, message: databaseMessage(driver, state) };
};

/**
 * Every part of the deployment, checked now (spec §3's three texts, "not configured" included):
 * the database, Redis, file storage, outgoing mail and Imi's model. Redis, SMTP and a model are
 * optional; without them Leerloop works on one machine, with the development outbox and Imi's
 * own answers from the programme.
 */
export async function systemStatus(ctx: {
  config: Pick<Config, 'imi'>;
  database: DatabaseHandle;
  /** Only in the scale-out setup (REDIS_URL). */
  redis?: Redis;
  storage: Pick<Storage, 'driver' | 'isWorking'>;
  mailer: Pick<Mailer, 'transport' | 'isWorking'>;
}): Promise<SystemStatus> {
  const { openai } = ctx.config.imi;
  const [database, redis, storage, mail, model] = await Promise.all([
    isDatabaseWorking(ctx.database.db),
    ctx.redis ? isRedisWorking(ctx.redis) : null,
    ctx.storage.isWorking(),
    ctx.mailer.transport === 'smtp' ? ctx.mailer.isWorking() : null,
    openai ? isModelEndpointWorking(openai) : null,
  ]);
  return {
    components: [
      part('database', ctx.database.driver, database),
      part('redis', 'Redis', redis),
      part('storage', ctx.storage.driver, storage),
      part('mail', 'SMTP', mail),
      part('imi', 'OpenAI-compatible model', model),
    ],
    checkedAt: new Date().toISOString(),
  };
}
