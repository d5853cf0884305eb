import { ssoConnectionsResponse } from '@leerloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** The organisations' sign-in connections ("Inloggen met …"); usually none or one. */
export const useSsoConnections = () =>
  useQuery({
    queryKey: ['auth', 'sso-connections'],
    queryFn: async () =>
      ssoConnectionsResponse.parse((await apiClient.get('/sso-connections')).data).data.connections,
    staleTime: Infinity,
  });
