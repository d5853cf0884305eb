import { type AnswerResult, answerResponse, progressResponse } from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { moduleContentQuery } from './get-microlearning-content';
import { modulesQuery } from './get-microlearning-modules';

const base = (moduleId: string) => `/microlearning-progress/${encodeURIComponent(moduleId)}`;

export async function savePosition({ moduleId, position }: { moduleId: string; position: number }) {
  const { data } = await apiClient.put(base(moduleId), { position });
  return progressResponse.parse(data).data;
}

export async function answerQuestion({
  moduleId,
  itemId,
  answer,
}: {
  moduleId: string;
  itemId: string;
  answer: string | boolean | string[];
}): Promise<AnswerResult> {
  const { data } = await apiClient.post(`${base(moduleId)}/answers`, { itemId, answer });
  return answerResponse.parse(data).data;
}

export async function completeModule(moduleId: string) {
  const { data } = await apiClient.post(`${base(moduleId)}/complete`);
  return progressResponse.parse(data).data;
}

export async function restartModule(moduleId: string) {
  const { data } = await apiClient.post(`${base(moduleId)}/restart`);
  return progressResponse.parse(data).data;
}

/**
 * Progress changes refresh the list (states, progress, scores). Inside the learning loop the
 * module itself is only re-read when it is finished or restarted: the loop keeps its own state.
 */
function useProgressMutation<A, R>(
  mutationFn: (args: A) => Promise<R>,
  moduleIdOf?: (args: A) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (_result, args) => {
      void queryClient.invalidateQueries({ queryKey: modulesQuery().queryKey });
      if (moduleIdOf)
        void queryClient.invalidateQueries({
          queryKey: moduleContentQuery(moduleIdOf(args)).queryKey,
        });
    },
  });
}

export const useSavePosition = () => useProgressMutation(savePosition);
export const useAnswerQuestion = () => useProgressMutation(answerQuestion);
export const useCompleteModule = () => useProgressMutation(completeModule, (id: string) => id);
export const useRestartModule = () => useProgressMutation(restartModule, (id: string) => id);
