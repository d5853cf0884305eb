import { useQuery } from '@tanstack/react-query';
import { callLoaded } from './api-client';

/** The organisations' sign-in connections ("Inloggen met …"); usually none or one. */
export const useSsoConnections = () =>
  useQuery({
    queryKey: ['auth', 'sso-connections'],
    queryFn: async () => {
      const load = async () =>
        (await import('@leerloop/contracts/auth/get-sso-connections')).getSsoConnections;
      return (await callLoaded(load)).data.connections;
    },
    staleTime: Infinity,
  });
