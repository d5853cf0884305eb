import { featuresResponse } from '@leerloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The optional parts this deployment has turned on (decision 031), e.g. web3 wallets. */
export const useFeatures = () =>
  useQuery({
    queryKey: ['features'],
    queryFn: async () => featuresResponse.parse((await apiClient.get('/features')).data).data,
    staleTime: Infinity,
  });
