import {
  accountEmailsResponse,
  accountPhonesResponse,
  emailSchema,
  phoneSchema,
} from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client';
import { refreshStoredUser } from '../../../lib/session';

/** An e-mail address or a phone number of the user: one way to be identified. */
export interface Identifier {
  id: string;
  value: string;
  primary: boolean;
  verified: boolean;
}

export type IdentifierKind = 'emails' | 'phones';

/** What differs between the two kinds: the API's answer, the field, whether primary matters. */
export const identifierKinds = {
  emails: {
    parse: (data: unknown): Identifier[] =>
      accountEmailsResponse
        .parse(data)
        .data.emails.map(({ email, ...rest }) => ({ value: email, ...rest })),
    schema: emailSchema as z.ZodType<string, string>,
    field: 'email',
    inputType: 'email',
    // The primary address is the account's own e-mail: a change reaches the stored profile.
    changesProfile: true,
  },
  phones: {
    parse: (data: unknown): Identifier[] =>
      accountPhonesResponse
        .parse(data)
        .data.phones.map(({ phone, ...rest }) => ({ value: phone, ...rest })),
    schema: phoneSchema as z.ZodType<string, string>,
    field: 'phone',
    inputType: 'tel',
    // Without a verified number the texted second step goes off: the profile says so.
    changesProfile: true,
  },
} as const;

const identifiersKey = (kind: IdentifierKind) => ['account', kind] as const;

/** One change of the list; the answer is the new list. */
function useIdentifierChange<T>(
  kind: IdentifierKind,
  call: (input: T) => Promise<{ data: unknown }>,
) {
  const queryClient = useQueryClient();
  const { parse, changesProfile } = identifierKinds[kind];
  return useMutation({
    mutationFn: async (input: T) => parse((await call(input)).data),
    onSuccess: async (items) => {
      queryClient.setQueryData(identifiersKey(kind), items);
      if (changesProfile) await refreshStoredUser();
    },
  });
}

/** GET/POST/DELETE /account/{emails|phones}…: add, verify by code, make primary, remove. */
export function useIdentifiers(kind: IdentifierKind) {
  const { parse, field } = identifierKinds[kind];
  return {
    list: useQuery({
      queryKey: identifiersKey(kind),
      queryFn: async () => parse((await apiClient.get(`/account/${kind}`)).data),
    }),
    add: useIdentifierChange(kind, (value: string) =>
      apiClient.post(`/account/${kind}`, { [field]: value }),
    ),
    verify: useIdentifierChange(kind, ({ id, code }: { id: string; code: string }) =>
      apiClient.post(`/account/${kind}/${id}/verify`, { code }),
    ),
    resend: useIdentifierChange(kind, (id: string) =>
      apiClient.post(`/account/${kind}/${id}/send-code`),
    ),
    makePrimary: useIdentifierChange(kind, (id: string) =>
      apiClient.post(`/account/${kind}/${id}/primary`),
    ),
    remove: useIdentifierChange(kind, (id: string) => apiClient.delete(`/account/${kind}/${id}`)),
  };
}
