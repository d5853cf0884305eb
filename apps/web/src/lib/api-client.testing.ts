import type { Endpoint } from '@leerloop/contracts';
import type { Mock } from 'vitest';

/**
 * The API client in a component test: `call` hands `spy` the endpoint's declaration, loaded as
 * the app's `call` loads it (see `Declared`), so a test answers by endpoint.
 */
export const apiClientCalling = (spy: Mock, actual: object) => ({
  ...actual,
  call: async (endpoint: Endpoint | (() => Promise<Endpoint>), ...args: unknown[]) =>
    spy(typeof endpoint === 'function' ? await endpoint() : endpoint, ...args) as unknown,
});
