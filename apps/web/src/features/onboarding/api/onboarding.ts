import {
  checkUserResponse,
  finishOnboardingResponse,
  type SwipeChoice,
  themesResponse,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshSessionIdentity, refreshStoredUser } from '../../../lib/session';

/** POST /check-user: join the organisation whose access code this is (the session then works in it). */
export const useCheckUser = () =>
  useMutation({
    mutationFn: async (code: string) =>
      checkUserResponse.parse((await apiClient.post('/check-user', { code })).data).data,
    onSuccess: () => refreshSessionIdentity(),
  });

const themesQuery = () =>
  queryOptions({
    queryKey: ['themes'],
    queryFn: async () => themesResponse.parse((await apiClient.get('/themes')).data).data,
  });

/** GET /themes: the programme's themes to swipe, and the choices saved so far. */
export const useThemes = () => useQuery(themesQuery());

/** POST /my-themes: a choice for every theme. */
export function useSaveThemes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choices: Record<string, SwipeChoice>) => {
      const body = { choices: Object.entries(choices).map(([id, choice]) => ({ id, choice })) };
      return themesResponse.parse((await apiClient.post('/my-themes', body)).data).data;
    },
    onSuccess: (saved) => queryClient.setQueryData(themesQuery().queryKey, saved),
  });
}

/** POST /finish-onboarding: the programme starts; the stored profile says so at once. */
export const useFinishOnboarding = () =>
  useMutation({
    mutationFn: async () => {
      finishOnboardingResponse.parse((await apiClient.post('/finish-onboarding')).data);
      return refreshStoredUser();
    },
  });
