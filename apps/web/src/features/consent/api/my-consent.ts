import {
  getMyConsent,
  type MyConsent,
  realtimeRefs,
  requestParentConsent,
  setBirthYear,
} from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';

const myConsentKey = ['my-consent'];
const fetchMyConsent = async () => (await call(getMyConsent)).data;

/**
 * Whether uploads and Imi are open, or the learner's next step. Read again when the parent
 * answers: the server says so on the learner's realtime reference.
 */
export function useMyConsent() {
  const user = useSessionUser();
  return useRealtimeQuery(realtimeRefs.user(user?.id ?? ''), {
    queryKey: myConsentKey,
    queryFn: fetchMyConsent,
  });
}

const useConsentMutation = <T>(send: (input: T) => Promise<{ data: MyConsent }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await send(input)).data,
    onSuccess: (consent: MyConsent) => queryClient.setQueryData(myConsentKey, consent),
  });
};

/** An older account gives its birth year, once. */
export const useSetBirthYear = () =>
  useConsentMutation((birthYear: number) => call(setBirthYear, { body: { birthYear } }));

/** The parent or guardian gets the link by e-mail. */
export const useRequestParentConsent = () =>
  useConsentMutation((parentEmail: string) =>
    call(requestParentConsent, { body: { parentEmail } }),
  );
