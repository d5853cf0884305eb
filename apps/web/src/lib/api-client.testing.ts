import type { Mock } from 'vitest';
import type { Endpoint } from '@leerloop/contracts';
import type * as ApiClient from './api-client';

/**
 * The API client in a component test: `call` hands `spy` the endpoint's declaration, loaded as
 * the app's `call` loads it, so a test answers by endpoint. `actual` is the real module.
 */
export const apiClientCalling = (spy: Mock, actual: object) => {
  const { declarationOf } = actual as typeof ApiClient;
  return {
    ...actual,
    call: async (endpoint: ApiClient.Declared<Endpoint>, ...args: unknown[]) =>
      spy(await declarationOf(endpoint), ...args) as unknown,
  };
};
