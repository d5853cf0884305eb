import {
  type AnswerView,
  answerViewResponse,
  answerViewsResponse,
  checkAssignmentResponse,
  myAssignmentsResponse,
  realtimeRefs,
} from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AxiosProgressEvent } from 'axios';
import { apiClient } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import { useSessionUser } from '../../../lib/session';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';

/** GET /my-assignment: the learner's assignments (looking at them marks them seen). */
export const assignmentsQuery = () =>
  queryOptions({
    queryKey: ['my-assignment'],
    ...changedByOthers,
    queryFn: async () =>
      myAssignmentsResponse.parse((await apiClient.get('/my-assignment')).data).data,
  });
export const useAssignments = () => useQuery(assignmentsQuery());

/** GET /string-attachment-data: the learner's typed answers (spec §7), for looking back. */
export const textAnswersQuery = () =>
  queryOptions({
    queryKey: ['string-attachment-data'],
    ...changedByOthers,
    queryFn: async () =>
      answerViewsResponse.parse((await apiClient.get('/string-attachment-data')).data).data.answers,
  });
export const useTextAnswers = () => useQuery(textAnswersQuery());

/** GET /check-my-assignment: what is new since the learner last looked. */
export const checkAssignmentQuery = () =>
  queryOptions({
    queryKey: ['check-my-assignment'],
    ...changedByOthers,
    queryFn: async () =>
      checkAssignmentResponse.parse((await apiClient.get('/check-my-assignment')).data).data,
  });

const parseAnswer = (data: unknown) => answerViewResponse.parse(data).data;

/**
 * GET /check-attachment/{id}: one answer's review status and the coach's feedback (spec §7),
 * read again whenever the server says the learner's answers changed (answers/{learnerId}: a
 * coach reviewed one). When this one's status moved, the assignments are read again, so the
 * chip, the feedback and the next action change together on a screen left open.
 */
export function useAnswerCheck(answer: AnswerView) {
  const queryClient = useQueryClient();
  const learnerId = useSessionUser()?.id ?? '';
  return useRealtimeQuery(realtimeRefs.answers(learnerId), {
    queryKey: ['check-attachment', answer.id],
    // The list just said what it is: no read until the server says it changed.
    initialData: answer,
    staleTime: Infinity,
    queryFn: async () => {
      const checked = parseAnswer((await apiClient.get(`/check-attachment/${answer.id}`)).data);
      if (checked.status !== answer.status || checked.feedback !== answer.feedback)
        await queryClient.invalidateQueries({ queryKey: assignmentsQuery().queryKey });
      return checked;
    },
  });
}

export interface TaskRef {
  assignmentId: string;
  taskId: string;
}

export interface FileSend {
  file: File;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

const fileForm = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData();
  // The fields go first: the server reads them before the file streams in.
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return form;
};

const progressOf =
  (onProgress: (fraction: number) => void) =>
  ({ loaded, total }: AxiosProgressEvent) =>
    onProgress(total ? loaded / total : 0);

export type AnswerInput = { kind: 'text'; text: string } | ({ kind: 'file' } & FileSend);

/** A new answer (POST /upload-text, /upload-attachment) or a new version (/update-attachment). */
async function sendAnswer({
  task,
  answerId,
  input,
}: {
  task: TaskRef;
  answerId?: string;
  input: AnswerInput;
}): Promise<AnswerView> {
  if (input.kind === 'text') {
    const { data } = answerId
      ? await apiClient.post(`/update-attachment/${answerId}`, { text: input.text })
      : await apiClient.post('/upload-text', { ...task, text: input.text });
    return parseAnswer(data);
  }
  const url = answerId ? `/update-attachment/${answerId}` : '/upload-attachment';
  const { data } = await apiClient.post(url, fileForm(input.file, answerId ? {} : { ...task }), {
    onUploadProgress: progressOf(input.onProgress),
    signal: input.signal,
  });
  return parseAnswer(data);
}

function useAnswerMutation<A>(mutationFn: (args: A) => Promise<AnswerView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: assignmentsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: textAnswersQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.microlearningModules });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.myStory });
      void queryClient.invalidateQueries({ queryKey: checkAssignmentQuery().queryKey });
    },
  });
}

export const useSendAnswer = () => useAnswerMutation(sendAnswer);

/** POST /attachment-player/Y or N: consent to share an answer in Brainfood. */
export const useShareConsent = () =>
  useAnswerMutation(async ({ answerId, consent }: { answerId: string; consent: boolean }) =>
    parseAnswer(
      (
        await apiClient.post(`/attachment-player/${consent ? 'Y' : 'N'}`, {
          attachmentId: answerId,
        })
      ).data,
    ),
  );
