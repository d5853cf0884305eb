import {
  linkAccountWallet,
  listAccountWallets,
  removeAccountWallet,
  requestWalletChallenge,
} from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** A browser wallet as EIP-1193 describes it (MetaMask and the like put it on `window`). */
interface EthereumProvider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}
export const browserWallet = () =>
  (window as Window & { ethereum?: EthereumProvider }).ethereum ?? null;

/** The wallet said no (EIP-1193 error 4001). */
export const isRejectedByUser = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 4001;

const key = ['account', 'wallets'];

/** The linked wallets. */
export const useWallets = () =>
  useQuery({
    queryKey: key,
    queryFn: async () => (await call(listAccountWallets)).data.wallets,
  });

/**
 * Links the browser's wallet: its address and chain, the message the server wrote for them,
 * the wallet's signature (the user confirms in the wallet), and the server's check of it.
 */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const wallet = browserWallet();
      if (!wallet) throw new Error('No wallet in this browser');
      const [address] = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
      const chainId = Number.parseInt(
        (await wallet.request({ method: 'eth_chainId' })) as string,
        16,
      );
      const { message } = (
        await call(requestWalletChallenge, { body: { address: address!, chainId } })
      ).data;
      const signature = await wallet.request({
        method: 'personal_sign',
        params: [message, address],
      });
      return (await call(linkAccountWallet, { body: { signature: signature as string } })).data
        .wallets;
    },
    onSuccess: (wallets) => queryClient.setQueryData(key, wallets),
  });
}

/** Unlinks one. */
export function useRemoveWallet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await call(removeAccountWallet, { params: { id } })).data.wallets,
    onSuccess: (wallets) => queryClient.setQueryData(key, wallets),
  });
}
