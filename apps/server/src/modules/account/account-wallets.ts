import type { AccountWallet } from '@leerloop/contracts';
import { toIso } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Caller } from '../auth/access-token.ts';
import type { Auth } from '../auth/auth.ts';
import type { IdentifiersRepository } from './identifiers.repository.ts';

/** At most this many wallets per user. */
export const MAX_WALLETS = 5;
/** How long the message to sign is good for. */
const CHALLENGE_MINUTES = 5;

/**
 * Spec §2 "web3 wallets": an Ethereum wallet is linked to the signed-in account by signing a
 * Sign-In with Ethereum message (EIP-4361) the server wrote for this session — one message, one
 * signature, five minutes. A wallet belongs to one account; it is not a way to sign in.
 */
export function createAccountWallets({
  identifiers,
  authContext,
  baseUrl,
}: {
  identifiers: IdentifiersRepository;
  /** The message waits in Better Auth's verification values, one per session. */
  authContext: Auth['$context'];
  /** Where the app runs: the message's domain and URI. */
  baseUrl: string;
}) {
  const challengeOf = (sessionId: string) => `wallet-link:${sessionId}`;

  // viem takes a good part of a second to load and wallets are off by default (issue 20): it
  // loads when a wallet is first used, not at every start (issue 22).
  async function list(userId: string): Promise<AccountWallet[]> {
    const { getAddress } = await import('viem');
    const rows = await identifiers.walletsOf(userId);
    return rows.map((row) => ({
      id: row.id,
      address: getAddress(row.address),
      chainId: row.chainId,
      createdAt: toIso(row.createdAt),
    }));
  }

  /** The message this session's wallet is to sign (a new one replaces the last). */
  async function challenge(caller: Caller, address: string, chainId: number) {
    const [{ internalAdapter }, { getAddress }, { createSiweMessage, generateSiweNonce }] =
      await Promise.all([authContext, import('viem'), import('viem/siwe')]);
    const origin = new URL(baseUrl);
    const issuedAt = new Date();
    const message = createSiweMessage({
      domain: origin.host,
      uri: origin.origin,
      address: getAddress(address),
      chainId,
      nonce: generateSiweNonce(),
      version: '1',
      statement: 'Koppel deze wallet aan mijn Leerloop-account.',
      issuedAt,
      expirationTime: new Date(issuedAt.getTime() + CHALLENGE_MINUTES * 60_000),
    });
    await internalAdapter.deleteVerificationByIdentifier(challengeOf(caller.sessionId));
    await internalAdapter.createVerificationValue({
      identifier: challengeOf(caller.sessionId),
      value: JSON.stringify({ message, address, chainId }),
      expiresAt: new Date(issuedAt.getTime() + CHALLENGE_MINUTES * 60_000),
    });
    return message;
  }

  /** The signature of that message links its wallet (once; a wrong one ends the challenge). */
  async function link(caller: Caller, signature: `0x${string}`) {
    const { internalAdapter } = await authContext;
    const stored = await internalAdapter.consumeVerificationValue(challengeOf(caller.sessionId));
    // The signature field is what is wrong, as for any other field problem.
    const refused = (code: 'WALLET_MESSAGE_EXPIRED' | 'WALLET_SIGNATURE_INVALID') =>
      new AppError(code, { issues: [{ path: 'signature', message: 'invalid_value' }] });
    if (!stored || new Date(stored.expiresAt).getTime() <= Date.now())
      throw refused('WALLET_MESSAGE_EXPIRED');
    const { message, address, chainId } = JSON.parse(stored.value) as {
      message: string;
      address: `0x${string}`;
      chainId: number;
    };
    const { verifyMessage } = await import('viem');
    const isSigned = await verifyMessage({ address, message, signature }).catch(() => false);
    if (!isSigned) throw refused('WALLET_SIGNATURE_INVALID');
    const owner = await identifiers.walletOwnerOf(address);
    if (owner === caller.userId) return;
    if (owner) throw new AppError('WALLET_TAKEN');
    if ((await list(caller.userId)).length >= MAX_WALLETS) throw new AppError('TOO_MANY_WALLETS');
    await identifiers.addWallet(caller.userId, address, chainId);
  }

  async function remove(userId: string, id: string) {
    if (!(await identifiers.removeWallet(userId, id))) throw new AppError('NOT_FOUND');
  }

  return { list, challenge, link, remove };
}

export type AccountWalletsService = ReturnType<typeof createAccountWallets>;
