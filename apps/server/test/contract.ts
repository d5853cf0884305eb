import type { Endpoint } from '@leerloop/contracts';
import { expect } from 'vitest';

/**
 * An answer is exactly what its endpoint's contract says: valid, and without a field more. For
 * the routes that write their answers out as built (serializeAsBuilt), which nothing checks
 * on the way out.
 */
export function expectExactlyAsDeclared(endpoint: Endpoint, body: unknown) {
  expect(endpoint.response.parse(body)).toEqual(body);
}
