import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';

/**
 * Spec §2 user profile "web3 wallets": Ethereum wallets linked by a signed message (EIP-4361).
 * Issue 20: only where the deployment turns them on; elsewhere every endpoint answers 404
 * WALLETS_OFF. Changes are sensitive; each answers with the list as it is now.
 */
export const walletAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'invalid_value')
  .transform((value) => value.toLowerCase());
export const accountWallet = z
  .object({ id: z.string(), address: z.string(), chainId: z.number().int(), createdAt: z.string() })
  .meta({ id: 'AccountWallet' });
export type AccountWallet = z.infer<typeof accountWallet>;
export const accountWalletsResponse = success(z.object({ wallets: z.array(accountWallet) })).meta({
  id: 'AccountWallets',
});
export const accountWalletParams = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
});

export const listAccountWallets = endpoint({
  method: 'GET',
  path: '/account/wallets',
  response: accountWalletsResponse,
  errors: ['WALLETS_OFF'],
});

/** Step 1: the wallet's address and chain; the answer is the message to sign. */
export const walletChallengeBody = z
  .object({ address: walletAddressSchema, chainId: z.number().int().positive() })
  .meta({ id: 'WalletChallengeBody' });
export const walletChallengeResponse = success(z.object({ message: z.string() })).meta({
  id: 'WalletChallenge',
});

/** The message (EIP-4361) the wallet is to sign, for five minutes. */
export const requestWalletChallenge = endpoint({
  method: 'POST',
  path: '/account/wallets/challenge',
  body: walletChallengeBody,
  response: walletChallengeResponse,
  errors: ['WALLETS_OFF', 'REVERIFICATION_REQUIRED'],
});

/** Step 2: the wallet's signature of that message (personal_sign), 65 bytes in hex. */
export const linkWalletBody = z
  .object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'invalid_value') })
  .meta({ id: 'LinkWalletBody' });

/** Links the wallet that signed the message. */
export const linkAccountWallet = endpoint({
  method: 'POST',
  path: '/account/wallets',
  body: linkWalletBody,
  response: accountWalletsResponse,
  errors: [
    'WALLETS_OFF',
    'REVERIFICATION_REQUIRED',
    'WALLET_MESSAGE_EXPIRED',
    'WALLET_SIGNATURE_INVALID',
    'WALLET_TAKEN',
    'TOO_MANY_WALLETS',
  ],
});

export const removeAccountWallet = endpoint({
  method: 'DELETE',
  path: '/account/wallets/:id',
  params: accountWalletParams,
  response: accountWalletsResponse,
  errors: ['WALLETS_OFF', 'REVERIFICATION_REQUIRED', 'NOT_FOUND'],
});
