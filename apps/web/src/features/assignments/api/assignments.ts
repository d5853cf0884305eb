import { type AnswerView, realtimeRefs, type UpdateTextBody } from '@leerloop/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { changedByOthers } from '../../../lib/query-client';
import type { UploadProgress } from '../../../lib/http';
import { useSessionUser } from '../../../lib/session';
import { sharedQueryKeys } from '../../../lib/shared-query-keys';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';

const endpoints = endpointsIn(() => import('./endpoints'));

/** The learner's assignments (looking at them marks them seen). */
export const assignmentsQuery = () =>
  queryOptions({
    queryKey: ['my-assignment'],
    ...changedByOthers,
    queryFn: async () => (await call(endpoints.getMyAssignments)).data,
  });
export const useAssignments = () => useQuery(assignmentsQuery());

/** The learner's typed answers (spec §7), for looking back. */
export const textAnswersQuery = () =>
  queryOptions({
    queryKey: ['string-attachment-data'],
    ...changedByOthers,
    queryFn: async () => (await call(endpoints.getTextAnswers)).data.answers,
  });
export const useTextAnswers = () => useQuery(textAnswersQuery());

/** What is new since the learner last looked. */
export const checkAssignmentQuery = () =>
  queryOptions({
    queryKey: ['check-my-assignment'],
    ...changedByOthers,
    queryFn: async () => (await call(endpoints.checkMyAssignment)).data,
  });

/**
 * One answer's review status and the coach's feedback (spec §7),
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
      const checked = (await call(endpoints.checkAnswer, { params: { id: answer.id } })).data;
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
  /** Issue 24: a resumable upload lost its connection and waits to go on (or goes on). */
  onReconnecting?: (isReconnecting: boolean) => void;
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
  ({ loaded, total }: UploadProgress) =>
    onProgress(total ? loaded / total : 0);

/** Files from this size on (and every video) go resumable; smaller ones keep spec §7's form. */
const RESUMABLE_FROM_BYTES = 4 * 1024 * 1024;
const isResumable = (file: File) =>
  file.type.startsWith('video/') || file.size >= RESUMABLE_FROM_BYTES;

export type AnswerInput = { kind: 'text'; text: string } | ({ kind: 'file' } & FileSend);

/** A new answer (typed or a file) or a new version of one. */
async function sendAnswer({
  task,
  answerId,
  input,
}: {
  task: TaskRef;
  answerId?: string;
  input: AnswerInput;
}): Promise<AnswerView | null> {
  if (input.kind === 'text') {
    // New words go as JSON; the same endpoint takes a new file as a form, so its body is not
    // declared: the words are checked against its JSON body's type here.
    const { data } = answerId
      ? await call(
          endpoints.updateAnswer,
          { params: { id: answerId } },
          { data: { text: input.text } satisfies UpdateTextBody },
        )
      : await call(endpoints.uploadTextAnswer, { body: { ...task, text: input.text } });
    return data;
  }
  // Issue 24: videos and larger files resume after a dropped connection (tus).
  // Loaded when needed: this file is on every screen (the new-assignment notice), tus is not.
  if (isResumable(input.file)) {
    const { sendResumable } = await import('./send-resumable');
    return sendResumable({ ...input, target: answerId ? { answerId } : task });
  }
  const sending = { onUploadProgress: progressOf(input.onProgress), signal: input.signal };
  const { data } = answerId
    ? await call(
        endpoints.updateAnswer,
        { params: { id: answerId } },
        { data: fileForm(input.file), ...sending },
      )
    : await call(
        endpoints.uploadFileAnswer,
        {},
        { data: fileForm(input.file, { ...task }), ...sending },
      );
  return data;
}

function useAnswerMutation<A>(mutationFn: (args: A) => Promise<AnswerView | null>) {
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

/** Consent to share an answer in Brainfood (Y), or its withdrawal (N). */
export const useShareConsent = () =>
  useAnswerMutation(
    async ({ answerId, consent }: { answerId: string; consent: boolean }) =>
      (
        await call(endpoints.setShareConsent, {
          params: { consent: consent ? 'Y' : 'N' },
          body: { attachmentId: answerId },
        })
      ).data,
  );
