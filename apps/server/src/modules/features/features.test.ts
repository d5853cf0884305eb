import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

// A deployment as it comes: WALLETS_ENABLED is not set.
const { request, signUp, call } = await buildTestApp();

describe('the features a deployment turns on', () => {
  it('tell anyone that web3 wallets are off by default', async () => {
    const features = await request({ method: 'GET', url: '/api/features' });
    expect(features.statusCode).toBe(200);
    expect(features.json()).toEqual({ status: 'success', data: { wallets: false } });
  });

  it('refuse every wallet route with WALLETS_OFF while wallets are off', async () => {
    const session = await signUp('geen-wallets@example.nl');
    const tries = [
      call(session, 'GET', '/api/account/wallets'),
      call(session, 'POST', '/api/account/wallets/challenge', {
        address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
        chainId: 1,
      }),
      call(session, 'POST', '/api/account/wallets', { signature: `0x${'cd'.repeat(65)}` }),
      call(session, 'DELETE', '/api/account/wallets/w_123'),
      // Without a session too: the answer is the same, and says nothing about anyone.
      request({ method: 'GET', url: '/api/account/wallets' }),
    ];
    for (const answer of await Promise.all(tries)) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({
        code: 'WALLETS_OFF',
        message: 'Web3-wallets staan uit op deze Leerloop.',
      });
    }
  });
});
