import { getFeatures } from '@leerloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The optional parts this deployment has turned on (decision 031), e.g. web3 wallets. */
export const useFeatures = () =>
  useQuery({
    queryKey: ['features'],
    queryFn: async () => (await call(getFeatures)).data,
    staleTime: Infinity,
  });
