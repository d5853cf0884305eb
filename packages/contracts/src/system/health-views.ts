import { z } from 'zod';

export const databaseStates = ['not-configured', 'not-working', 'working'] as const;

const componentSchema = <T extends [string, ...string[]]>(drivers: T) =>
  z.object({ driver: z.enum(drivers), state: z.enum(databaseStates), message: z.string() });

/**
 * The health check (`getHealth`): each configured component with the spec's three texts naming the real driver.
 * 503 only when the database is down; Redis or storage trouble degrades the service, which
 * still answers everything else.
 */
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: componentSchema(['SQLite', 'PostgreSQL']),
    redis: componentSchema(['Redis']).optional(),
    storage: componentSchema(['Local storage', 'S3']),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthResponse>;

export const databaseMessage = (driver: string, state: (typeof databaseStates)[number]) =>
  ({
    'not-configured': `${driver} is not configured`,
    'not-working': `${driver} is not working`,
    working: `${driver} is configured and working`,
  })[state];
