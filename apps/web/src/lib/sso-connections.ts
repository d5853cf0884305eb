import { useQuery } from '@tanstack/react-query';
import { call, endpointsIn } from './api-client';

const { getSsoConnections } = endpointsIn(
  () => import('@leerloop/contracts/auth/get-sso-connections'),
);

/** The organisations' sign-in connections ("Inloggen met …"); usually none or one. */
export const useSsoConnections = () =>
  useQuery({
    queryKey: ['auth', 'sso-connections'],
    queryFn: async () => (await call(getSsoConnections)).data.connections,
    staleTime: Infinity,
  });
