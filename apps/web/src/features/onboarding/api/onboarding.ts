import {
  finishOnboarding,
  getThemes,
  joinWithAccessCode,
  saveMyThemes,
  type SwipeChoice,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { refreshSessionIdentity, refreshStoredUser } from '../../../lib/session';

/** Join the organisation whose access code this is (the session then works in it). */
export const useCheckUser = () =>
  useMutation({
    mutationFn: async (code: string) => (await call(joinWithAccessCode, { body: { code } })).data,
    onSuccess: () => refreshSessionIdentity(),
  });

const themesQuery = () =>
  queryOptions({
    queryKey: ['themes'],
    queryFn: async () => (await call(getThemes)).data,
  });

/** The programme's themes to swipe, and the choices saved so far. */
export const useThemes = () => useQuery(themesQuery());

/** A choice for every theme. */
export function useSaveThemes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: Record<string, SwipeChoice>) => {
      const body = { choices: Object.entries(choices).map(([id, choice]) => ({ id, choice })) };
      return (await call(saveMyThemes, { body })).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(themesQuery().queryKey, saved),
  });
}

/** The programme starts; the stored profile says so at once. */
export const useFinishOnboarding = () =>
  useMutation({
    mutationFn: async () => {
      await call(finishOnboarding);
      return refreshStoredUser();
    },
  });
