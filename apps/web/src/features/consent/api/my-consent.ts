import { myConsentResponse, realtimeRefs, type MyConsent } from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useSessionUser } from '../../../lib/session';
import { useRealtimeQuery } from '../../../lib/use-realtime-query';

const myConsentKey = ['my-consent'];
const fetchMyConsent = async () =>
  myConsentResponse.parse((await apiClient.get('/my-consent')).data).data;

/**
 * GET /my-consent: whether uploads and Imi are open, or the learner's next step. Read again when
 * the parent answers: the server says so on the learner's realtime reference.
 */
export function useMyConsent() {
  const user = useSessionUser();
  return useRealtimeQuery(realtimeRefs.user(user?.id ?? ''), {
    queryKey: myConsentKey,
    queryFn: fetchMyConsent,
  });
}

const useConsentMutation = <T>(call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => myConsentResponse.parse(await call(input)).data,
    onSuccess: (consent: MyConsent) => queryClient.setQueryData(myConsentKey, consent),
  });
};

/** PUT /my-consent/birth-year: an older account gives its birth year, once. */
export const useSetBirthYear = () =>
  useConsentMutation(
    async (birthYear: number) =>
      (await apiClient.put('/my-consent/birth-year', { birthYear })).data,
  );

/** POST /my-consent/parent-request: the parent or guardian gets the link by e-mail. */
export const useRequestParentConsent = () =>
  useConsentMutation(
    async (parentEmail: string) =>
      (await apiClient.post('/my-consent/parent-request', { parentEmail })).data,
  );
