import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createRequestClaims } from './access-token.ts';

const requestWith = (headers: Record<string, string>) => ({ headers }) as FastifyRequest;

describe("a request's access token", () => {
  it('is checked once, however many ask (the request limit, then the guard)', async () => {
    const checked: string[] = [];
    const requestClaimsOf = createRequestClaims(async (token) => {
      checked.push(token);
      return { sub: 'user-1' };
    });
    const request = requestWith({ authorization: 'Bearer token-1' });
    expect(await requestClaimsOf(request)).toEqual({ sub: 'user-1' });
    expect(await requestClaimsOf(request)).toEqual({ sub: 'user-1' });
    expect(checked).toEqual(['token-1']);
    // The next request's token is its own.
    await requestClaimsOf(requestWith({ authorization: 'Bearer token-2' }));
    expect(checked).toEqual(['token-1', 'token-2']);
  });

  it('names nobody when the request carries none, without a check', async () => {
    const requestClaimsOf = createRequestClaims(() => {
      throw new Error('no token to check');
    });
    expect(await requestClaimsOf(requestWith({}))).toBeNull();
    expect(await requestClaimsOf(requestWith({ authorization: 'Basic dXNlcjpwdw==' }))).toBeNull();
  });
});
