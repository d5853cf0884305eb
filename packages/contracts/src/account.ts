import { z } from 'zod';
import { emailSchema, loginPasswordSchema, otpSchema, phoneSchema } from './auth.ts';
import { successResponse as success } from './envelope.ts';

/**
 * The user's e-mail addresses (spec §4): the primary one (sign-in and mail go there) and more,
 * each verified by a code before it can become primary. The primary's id is `primary`.
 */
export const PRIMARY_EMAIL_ID = 'primary';

export const accountEmail = z
  .object({
    id: z.string(),
    email: z.string(),
    primary: z.boolean(),
    verified: z.boolean(),
  })
  .meta({ id: 'AccountEmail' });
export type AccountEmail = z.infer<typeof accountEmail>;

export const accountEmailsResponse = success(z.object({ emails: z.array(accountEmail) })).meta({
  id: 'AccountEmails',
});
export const addEmailBody = z.object({ email: emailSchema }).meta({ id: 'AddEmailBody' });
export const verifyEmailBody = z.object({ code: otpSchema }).meta({ id: 'VerifyEmailBody' });
export const accountEmailParams = z.object({
  id: z.string().regex(/^(primary|[0-9a-f-]{36})$/, 'invalid_value'),
});

export const accountPhone = z
  .object({ id: z.string(), phone: z.string(), verified: z.boolean(), primary: z.boolean() })
  .meta({ id: 'AccountPhone' });
export type AccountPhone = z.infer<typeof accountPhone>;

export const accountPhonesResponse = success(z.object({ phones: z.array(accountPhone) })).meta({
  id: 'AccountPhones',
});
export const addPhoneBody = z.object({ phone: phoneSchema }).meta({ id: 'AddPhoneBody' });
export const accountPhoneParams = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
});

/**
 * Issue 8: a sensitive change (addresses, numbers, linked accounts and wallets, devices, deleting
 * the account) needs a check of who this is from the last ten minutes: the password, or a code
 * mailed to the primary address. Until then such a change answers 403 REVERIFICATION_REQUIRED.
 */
export const REVERIFICATION_MINUTES = 10;
export const reverifyPasswordBody = z
  .object({ password: loginPasswordSchema })
  .meta({ id: 'ReverifyPasswordBody' });
export const reverifyCodeBody = z.object({ code: otpSchema }).meta({ id: 'ReverifyCodeBody' });
export const reverifyResponse = success(
  z.object({
    /** Until when sensitive changes go through without asking again (ISO time). */
    validUntil: z.string(),
  }),
).meta({ id: 'Reverified' });

/** Spec §2 user profile "web3 wallets": Ethereum wallets linked by a signed message (EIP-4361). */
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
/** Step 1: the wallet's address and chain; the answer is the message to sign. */
export const walletChallengeBody = z
  .object({ address: walletAddressSchema, chainId: z.number().int().positive() })
  .meta({ id: 'WalletChallengeBody' });
export const walletChallengeResponse = success(z.object({ message: z.string() })).meta({
  id: 'WalletChallenge',
});
/** Step 2: the wallet's signature of that message (personal_sign), 65 bytes in hex. */
export const linkWalletBody = z
  .object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'invalid_value') })
  .meta({ id: 'LinkWalletBody' });
export const accountWalletParams = z.object({
  id: z.string().regex(/^[0-9a-f-]{36}$/, 'invalid_value'),
});
