import { getSsoConnections } from '@leerloop/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/** The organisations' sign-in connections ("Inloggen met …"); usually none or one. */
export const useSsoConnections = () =>
  useQuery({
    queryKey: ['auth', 'sso-connections'],
    queryFn: async () => (await call(getSsoConnections)).data.connections,
    staleTime: Infinity,
  });
