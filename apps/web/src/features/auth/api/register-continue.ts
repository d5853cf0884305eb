import {
  listAccountPhones,
  type ProfileField,
  removeAccountPhone,
  sendAccountPhoneCode,
  updateUser,
  verifyAccountPhone,
} from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { beginSignIn } from '../../../lib/session';
import { signedInUser, verifyEmailLink } from './email-link';

const key = ['auth', 'register-continue'];
const openedLinks = new Set<string>();

/**
 * /auth/register/continue: who signed up (by the confirmation link's token, or the session a
 * code or the school's sign-in made) and what is still to do — names the school did not give,
 * a number given at sign-up that waits for its texted code. Null: nobody is signing up here.
 */
export const useSignUpProgress = (token: string | null) =>
  useQuery({
    queryKey: [...key, token],
    queryFn: async () => {
      // A link works once: a later read of the progress goes by the session it made.
      if (token && !openedLinks.has(token)) {
        openedLinks.add(token);
        await verifyEmailLink(token);
      }
      const session = await signedInUser();
      if (!session) return null;
      const user = await beginSignIn(session.id);
      const { phones } = (await call(listAccountPhones)).data;
      const missing: ProfileField[] = (['firstName', 'lastName'] as const).filter(
        (field) => !user[field].trim(),
      );
      return { user, missing, phone: phones.find((phone) => !phone.verified) ?? null };
    },
    retry: false,
    staleTime: Infinity,
  });

/** After a step: read what is left again. */
function useStep<T>(step: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: step,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** The names the school's sign-in did not give (Better Auth's profile update). */
export const useSaveNames = () =>
  useStep(({ firstName, lastName }: { firstName: string; lastName: string }) =>
    call(updateUser, {
      body: {
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        name: `${firstName.trim()} ${lastName.trim()}`.slice(0, 256),
      },
    }),
  );

/** The sign-up's number: its code texted, then checked; or left out ("later"). */
export const useSendPhoneCode = () =>
  useMutation({ mutationFn: (id: string) => call(sendAccountPhoneCode, { params: { id } }) });
export const useVerifyPhone = () =>
  useStep(({ id, code }: { id: string; code: string }) =>
    call(verifyAccountPhone, { params: { id }, body: { code } }),
  );
export const useSkipPhone = () =>
  useStep((id: string) => call(removeAccountPhone, { params: { id } }));
