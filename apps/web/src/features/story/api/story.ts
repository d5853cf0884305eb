import {
  myStoryResponse,
  promptResponse,
  reflectionResponse,
  storySaveResponse,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';

/** GET /my-story: the chapters (reading marks new ones read). */
export const storyQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.myStory,
    queryFn: async () => myStoryResponse.parse((await apiClient.get('/my-story')).data).data,
  });
export const useStory = () => useQuery(storyQuery());

/** POST /my-story-save: the learner's own words for a chapter. */
export function useSaveOwnWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ week, text }: { week: number; text: string }) =>
      storySaveResponse.parse((await apiClient.post('/my-story-save', { week, text })).data).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storyQuery().queryKey }),
  });
}

/** GET /my-prompt-evolution: the week's reflection question. */
export const usePrompt = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: ['my-prompt-evolution', week],
    queryFn: async () =>
      promptResponse.parse((await apiClient.get('/my-prompt-evolution', { params: { week } })).data)
        .data,
    enabled,
  });

const reflectionKey = (week: number) => ['evolution', week];

/** GET /evolution/{week}: the learner's reflection on the week. */
export const useReflection = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: reflectionKey(week),
    queryFn: async () =>
      reflectionResponse.parse((await apiClient.get(`/evolution/${week}`)).data).data,
    enabled,
  });

/** POST /evolution */
export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ week, text }: { week: number; text: string }) =>
      reflectionResponse.parse((await apiClient.post('/evolution', { week, text })).data).data,
    onSuccess: (saved) => queryClient.setQueryData(reflectionKey(saved.week), saved),
  });
}
