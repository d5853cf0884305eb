import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

// Issue 20: a deployment turns wallets on (off, they are refused: features.test.ts).
const { signUp, services, call, request } = await buildTestApp({ WALLETS_ENABLED: 'true' });
type Session = Awaited<ReturnType<typeof signUp>>;

/** A wallet of its own (a private key in the test, as in a browser wallet). */
const newWallet = () => privateKeyToAccount(generatePrivateKey());
type Wallet = ReturnType<typeof newWallet>;

async function linkWallet(session: Session, wallet: Wallet, chainId = 1) {
  const challenge = await call(session, 'POST', '/api/account/wallets/challenge', {
    address: wallet.address,
    chainId,
  });
  expect(challenge.statusCode).toBe(200);
  const { message } = challenge.json().data;
  const signature = await wallet.signMessage({ message });
  return { message, linked: await call(session, 'POST', '/api/account/wallets', { signature }) };
}

describe('web3 wallets', () => {
  it('are said to be on where the deployment turns them on', async () => {
    const features = await request({ method: 'GET', url: '/api/features' });
    expect(features.json()).toEqual({ status: 'success', data: { wallets: true } });
  });

  it('links a wallet that signed the server’s message to the signed-in account', async () => {
    const session = await signUp('wallet@example.nl');
    const wallet = newWallet();
    const { message, linked } = await linkWallet(session, wallet, 10);
    // EIP-4361: our domain, the wallet's address, the chain, a nonce and a short lifetime.
    expect(message).toContain('localhost:3000 wants you to sign in with your Ethereum account:');
    expect(message).toContain(wallet.address);
    expect(message).toContain('Chain ID: 10');
    expect(message).toMatch(/Nonce: \w{8,}/);
    expect(message).toContain('Expiration Time:');
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.wallets).toEqual([
      expect.objectContaining({ address: wallet.address, chainId: 10 }),
    ]);
    // Linked to this account: no new user was made.
    const users = await services.database.db.selectFrom('user').select('id').execute();
    expect(users.filter((u) => u.id === session.userId)).toHaveLength(1);
    const count = await services.database.db.selectFrom('userWallet').select('userId').execute();
    expect(count).toEqual([{ userId: session.userId }]);

    const removed = await call(
      session,
      'DELETE',
      `/api/account/wallets/${linked.json().data.wallets[0].id}`,
    );
    expect(removed.json().data.wallets).toEqual([]);
  });

  it('refuses a signature by another wallet, a reused message, and a wallet of someone else', async () => {
    const session = await signUp('wallet-fout@example.nl');
    const wallet = newWallet();
    const challenge = await call(session, 'POST', '/api/account/wallets/challenge', {
      address: wallet.address,
      chainId: 1,
    });
    const { message } = challenge.json().data;
    const forged = await newWallet().signMessage({ message });
    const refused = await call(session, 'POST', '/api/account/wallets', { signature: forged });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json(), refused.body).toMatchObject({
      code: 'WALLET_SIGNATURE_INVALID',
      issues: [{ path: 'signature', message: 'invalid_value' }],
    });
    // That message is used up: even the right signature now needs a new one.
    const late = await call(session, 'POST', '/api/account/wallets', {
      signature: await wallet.signMessage({ message }),
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('WALLET_MESSAGE_EXPIRED');
    expect((await call(session, 'GET', '/api/account/wallets')).json().data.wallets).toEqual([]);

    expect((await linkWallet(session, wallet)).linked.statusCode).toBe(200);
    const other = await signUp('wallet-ander@example.nl');
    const taken = (await linkWallet(other, wallet)).linked;
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'WALLET_TAKEN',
      message: 'Deze wallet hoort al bij een ander account.',
    });
  });

  it('checks the address and keeps wallets to their owner', async () => {
    const session = await signUp('wallet-eigen@example.nl');
    const bad = await call(session, 'POST', '/api/account/wallets/challenge', {
      address: '0x123',
      chainId: 1,
    });
    expect(bad.statusCode).toBe(400);
    const { linked } = await linkWallet(session, newWallet());
    const id = linked.json().data.wallets[0].id;
    const other = await signUp('wallet-vreemd@example.nl');
    const notTheirs = await call(other, 'DELETE', `/api/account/wallets/${id}`);
    expect(notTheirs.statusCode).toBe(404);
  });
});
