import {
  getEvolutionPrompt,
  getMyStory,
  getReflection,
  saveChapterOwnWords,
  saveReflection,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';

/** The chapters (reading marks new ones read). */
export const storyQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.myStory,
    queryFn: async () => (await call(getMyStory)).data,
  });
export const useStory = () => useQuery(storyQuery());

/** The learner's own words for a chapter. */
export function useSaveOwnWords() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ week, text }: { week: number; text: string }) =>
      (await call(saveChapterOwnWords, { body: { week, text } })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storyQuery().queryKey }),
  });
}

/** The week's reflection question. */
export const usePrompt = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: ['my-prompt-evolution', week],
    queryFn: async () => (await call(getEvolutionPrompt, { query: { week } })).data,
    enabled,
  });

const reflectionKey = (week: number) => ['evolution', week];

/** The learner's reflection on the week. */
export const useReflection = (week: number, enabled: boolean) =>
  useQuery({
    queryKey: reflectionKey(week),
    queryFn: async () => (await call(getReflection, { params: { id: week } })).data,
    enabled,
  });

export function useSaveReflection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ week, text }: { week: number; text: string }) =>
      (await call(saveReflection, { body: { week, text } })).data,
    onSuccess: (saved) => queryClient.setQueryData(reflectionKey(saved.week), saved),
  });
}
