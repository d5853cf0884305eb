import {
  answerModuleQuestion,
  completeModule as completeModuleEndpoint,
  restartModule as restartModuleEndpoint,
  saveModulePosition,
} from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { moduleContentQuery } from './get-microlearning-content';
import { modulesQuery } from './get-microlearning-modules';

export async function savePosition({ moduleId, position }: { moduleId: string; position: number }) {
  return (await call(saveModulePosition, { params: { id: moduleId }, body: { position } })).data;
}

export async function answerQuestion({
  moduleId,
  itemId,
  answer,
}: {
  moduleId: string;
  itemId: string;
  answer: string | boolean | string[];
}) {
  return (await call(answerModuleQuestion, { params: { id: moduleId }, body: { itemId, answer } }))
    .data;
}

export async function completeModule(moduleId: string) {
  return (await call(completeModuleEndpoint, { params: { id: moduleId } })).data;
}

export async function restartModule(moduleId: string) {
  return (await call(restartModuleEndpoint, { params: { id: moduleId } })).data;
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
