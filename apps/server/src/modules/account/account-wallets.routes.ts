import {
  linkAccountWallet,
  listAccountWallets,
  removeAccountWallet,
  requestWalletChallenge,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { AccountWalletsService } from './account-wallets.ts';

/**
 * The user profile's web3 wallets (spec §2): list, link by a signed message, remove. Issue 20:
 * only where the deployment turns them on (WALLETS_ENABLED); elsewhere every route answers
 * 404 WALLETS_OFF, before asking who calls (decision 031).
 */
export const accountWalletsRoutes: FastifyPluginAsyncZod<{
  accountWallets: AccountWalletsService;
  config: Pick<Config, 'isWalletsEnabled'>;
  guards: Guards;
}> = async (app, { accountWallets: wallets, config, guards }) => {
  if (!config.isWalletsEnabled)
    app.addHook('onRequest', async () => {
      throw new AppError('WALLETS_OFF');
    });
  const route = endpointRoutes(['account'], guards.signedIn);
  const sensitive = endpointRoutes(['account'], guards.sensitive);
  const listed = async (userId: string) => success({ wallets: await wallets.list(userId) });

  app.route({
    ...route(listAccountWallets, 'My linked wallets'),
    handler: async (request) => listed(callerOf(request).userId),
  });
  app.route({
    ...sensitive(
      requestWalletChallenge,
      'The message (EIP-4361) the wallet is to sign, for five minutes',
    ),
    handler: async (request) => {
      const { address, chainId } = request.body;
      return success({ message: await wallets.challenge(callerOf(request), address, chainId) });
    },
  });
  app.route({
    ...sensitive(linkAccountWallet, 'Link the wallet that signed the message'),
    handler: async (request) => {
      const caller = callerOf(request);
      await wallets.link(caller, request.body.signature as `0x${string}`);
      return listed(caller.userId);
    },
  });
  app.route({
    ...sensitive(removeAccountWallet, 'Unlink a wallet'),
    handler: async (request) => {
      const { userId } = callerOf(request);
      await wallets.remove(userId, request.params.id);
      return listed(userId);
    },
  });
};
