import { z } from 'zod';

export const databaseStates = ['not-configured', 'not-working', 'working'] as const;

/** GET /health: the database status, with the spec's three texts naming the real driver. */
export const healthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.object({
      driver: z.enum(['SQLite', 'PostgreSQL']),
      state: z.enum(databaseStates),
      message: z.string(),
    }),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof healthResponse>;

export const databaseMessage = (driver: string, state: (typeof databaseStates)[number]) =>
  ({
    'not-configured': `${driver} is not configured`,
    'not-working': `${driver} is not working`,
    working: `${driver} is configured and working`,
  })[state];
