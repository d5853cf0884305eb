import { z } from 'zod';
import { endpoint } from '../endpoint.ts';

/** Downloads a user may make in an hour: each one reads every file they ever uploaded. */
export const MY_DATA_PER_HOUR = 10;

/**
 * The caller's own data as a ZIP (AVG art. 15/20), opened by a plain link so the browser streams
 * it to disk: never fetched and parsed, hence a response of any bytes.
 */
export const downloadMyData = endpoint({
  method: 'GET',
  path: '/my-data',
  response: z.unknown(),
  errors: ['RATE_LIMITED'],
});
