import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { databaseStates } from '../system/health-views.ts';

/** The parts of a deployment a platform admin's status screen shows, in this order. */
export const systemComponents = ['database', 'redis', 'storage', 'mail', 'imi'] as const;
export type SystemComponent = (typeof systemComponents)[number];

/**
 * Every part with the spec's three texts, "not configured" included — Redis, SMTP and an Imi
 * model are optional, and a deployment without them works.
 */
export const systemStatusResponse = success(
  z.object({
    components: z.array(
      z.object({
        component: z.enum(systemComponents),
        driver: z.string(),
        state: z.enum(databaseStates),
        message: z.string(),
      }),
    ),
    checkedAt: z.string(),
  }),
).meta({ id: 'SystemStatus' });
export type SystemStatus = z.infer<typeof systemStatusResponse>['data'];

/** Every part of the deployment, checked now: database, Redis, storage, mail, Imi. */
export const getSystemStatus = endpoint({
  method: 'GET',
  path: '/admin/status',
  response: systemStatusResponse,
  errors: ['PLATFORM_ADMIN_ONLY'],
});
