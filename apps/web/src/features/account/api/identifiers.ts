import {
  type AccountEmail,
  type AccountPhone,
  addAccountEmail,
  addAccountPhone,
  emailSchema,
  listAccountEmails,
  listAccountPhones,
  makeAccountEmailPrimary,
  makeAccountPhonePrimary,
  phoneSchema,
  removeAccountEmail,
  removeAccountPhone,
  sendAccountEmailCode,
  sendAccountPhoneCode,
  verifyAccountEmail,
  verifyAccountPhone,
} from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/** An e-mail address or a phone number of the user: one way to be identified. */
export interface Identifier {
  id: string;
  value: string;
  primary: boolean;
  verified: boolean;
}

export type IdentifierKind = 'emails' | 'phones';

/** What every call of a kind does; each answers with the list as it is now. */
interface IdentifierCalls {
  list(): Promise<Identifier[]>;
  add(value: string): Promise<Identifier[]>;
  verify(input: { id: string; code: string }): Promise<Identifier[]>;
  resend(id: string): Promise<Identifier[]>;
  makePrimary(id: string): Promise<Identifier[]>;
  remove(id: string): Promise<Identifier[]>;
}

const fromEmails = ({ data }: { data: { emails: AccountEmail[] } }): Identifier[] =>
  data.emails.map(({ email, ...rest }) => ({ value: email, ...rest }));
const fromPhones = ({ data }: { data: { phones: AccountPhone[] } }): Identifier[] =>
  data.phones.map(({ phone, ...rest }) => ({ value: phone, ...rest }));

/** What differs between the two kinds: the endpoints, the field, whether primary matters. */
export const identifierKinds = {
  emails: {
    calls: {
      list: async () => fromEmails(await call(listAccountEmails)),
      add: async (email) => fromEmails(await call(addAccountEmail, { body: { email } })),
      verify: async ({ id, code }) =>
        fromEmails(await call(verifyAccountEmail, { params: { id }, body: { code } })),
      resend: async (id) => fromEmails(await call(sendAccountEmailCode, { params: { id } })),
      makePrimary: async (id) =>
        fromEmails(await call(makeAccountEmailPrimary, { params: { id } })),
      remove: async (id) => fromEmails(await call(removeAccountEmail, { params: { id } })),
    } satisfies IdentifierCalls,
    schema: emailSchema as z.ZodType<string, string>,
    inputType: 'email',
    // The primary address is the account's own e-mail: a change reaches the stored profile.
    changesProfile: true,
  },
  phones: {
    calls: {
      list: async () => fromPhones(await call(listAccountPhones)),
      add: async (phone) => fromPhones(await call(addAccountPhone, { body: { phone } })),
      verify: async ({ id, code }) =>
        fromPhones(await call(verifyAccountPhone, { params: { id }, body: { code } })),
      resend: async (id) => fromPhones(await call(sendAccountPhoneCode, { params: { id } })),
      makePrimary: async (id) =>
        fromPhones(await call(makeAccountPhonePrimary, { params: { id } })),
      remove: async (id) => fromPhones(await call(removeAccountPhone, { params: { id } })),
    } satisfies IdentifierCalls,
    schema: phoneSchema as z.ZodType<string, string>,
    inputType: 'tel',
    // Without a verified number the texted second step goes off: the profile says so.
    changesProfile: true,
  },
} as const;

const identifiersKey = (kind: IdentifierKind) => ['account', kind] as const;

/** One change of the list; the answer is the new list. */
function useIdentifierChange<T>(kind: IdentifierKind, change: (input: T) => Promise<Identifier[]>) {
  const queryClient = useQueryClient();
  const { changesProfile } = identifierKinds[kind];
  return useMutation({
    mutationFn: change,
    onSuccess: async (items) => {
      queryClient.setQueryData(identifiersKey(kind), items);
      if (changesProfile) await refreshStoredUser();
    },
  });
}

/** The user's addresses or numbers: add, verify by code, make primary, remove. */
export function useIdentifiers(kind: IdentifierKind) {
  const calls: IdentifierCalls = identifierKinds[kind].calls;
  return {
    list: useQuery({ queryKey: identifiersKey(kind), queryFn: calls.list }),
    add: useIdentifierChange(kind, calls.add),
    verify: useIdentifierChange(kind, calls.verify),
    resend: useIdentifierChange(kind, calls.resend),
    makePrimary: useIdentifierChange(kind, calls.makePrimary),
    remove: useIdentifierChange(kind, calls.remove),
  };
}
