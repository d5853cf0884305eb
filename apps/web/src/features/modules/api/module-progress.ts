import {
  answerModuleQuestion,
  completeModule as completeModuleEndpoint,
  pathOf,
  restartModule as restartModuleEndpoint,
  saveModulePosition,
} from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { sendOrQueue } from '../../../lib/offline-writes';
import { moduleContentQuery } from './get-microlearning-content';
import { modulesQuery } from './get-microlearning-modules';

/*
 * A module's answers, position and end can be done offline (issue 24): kept on the device and
 * sent in order when the connection returns (`isQueued`); answers carry their own request id.
 */

export function savePosition({ moduleId, position }: { moduleId: string; position: number }) {
  return sendOrQueue(
    {
      requestId: crypto.randomUUID(),
      method: 'PUT',
      url: pathOf(saveModulePosition, { id: moduleId }),
      body: { position },
    },
    (data) => saveModulePosition.response.parse(data).data,
  );
}

export function answerQuestion({
  moduleId,
  itemId,
  answer,
}: {
  moduleId: string;
  itemId: string;
  answer: string | boolean | string[];
}) {
  const requestId = crypto.randomUUID();
  return sendOrQueue(
    {
      requestId,
      method: 'POST',
      url: pathOf(answerModuleQuestion, { id: moduleId }),
      body: { itemId, answer, requestId },
    },
    (data) => answerModuleQuestion.response.parse(data).data,
  );
}

export function completeModule(moduleId: string) {
  return sendOrQueue(
    {
      requestId: crypto.randomUUID(),
      method: 'POST',
      url: pathOf(completeModuleEndpoint, { id: moduleId }),
    },
    (data) => completeModuleEndpoint.response.parse(data).data,
  );
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
    // Offline too: the write is then kept on the device (sendOrQueue), not paused.
    networkMode: 'always',
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
