import {
  type CreateOrganizationInput,
  type EnrollmentMode,
  mySuggestionsResponse,
  orgDomainsResponse,
  orgRequestsResponse,
  invitationPreviewResponse,
  inviteMembersResponse,
  organizationResponse,
  organizationsResponse,
  orgInvitationsResponse,
  orgMembersResponse,
  type OrgEmbeddingInput,
  type OrgRole,
} from '@leerloop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refreshSessionIdentity } from '../../../lib/session';

const keys = {
  all: ['organizations'] as const,
  members: (orgId: string) => ['organizations', orgId, 'members'] as const,
  invitations: (orgId: string) => ['organizations', orgId, 'invitations'] as const,
  domains: (orgId: string) => ['organizations', orgId, 'domains'] as const,
  requests: (orgId: string) => ['organizations', orgId, 'requests'] as const,
  suggestions: ['organizations', 'suggestions'] as const,
};

/** GET /organizations: mine, with my role and what it may do, and the active one. */
export const useOrganizations = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: async () =>
      organizationsResponse.parse((await apiClient.get('/organizations')).data).data,
  });

/**
 * The organisations list (and every screen of it) is read again after a change, and the
 * session's identity: creating, leaving or deleting one changes where the session works.
 */
function useOrganizationChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await refreshSessionIdentity();
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useCreateOrganization = () =>
  useOrganizationChange(
    async (input: CreateOrganizationInput) =>
      organizationResponse.parse((await apiClient.post('/organizations', input)).data).data,
  );

/** Switching changes whose learners and answers a coach sees: everything is read again. */
export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string | null) =>
      apiClient.put('/organizations/active', { organizationId }),
    onSuccess: async () => {
      await refreshSessionIdentity();
      await queryClient.invalidateQueries();
    },
  });
}

export const useUpdateOrganization = (orgId: string) =>
  useOrganizationChange((input: CreateOrganizationInput) =>
    apiClient.put(`/organizations/${orgId}`, input),
  );

/** PUT /organizations/{id}/embedding: the sites that may show Imi in a frame. */
export const useSetEmbedOrigins = (orgId: string) =>
  useOrganizationChange((input: OrgEmbeddingInput) =>
    apiClient.put(`/organizations/${orgId}/embedding`, input),
  );

/** POST /organizations/{id}/access-code: a new code for learners to join; the old one stops. */
export const useRenewAccessCode = (orgId: string) =>
  useOrganizationChange(
    async () =>
      organizationResponse.parse((await apiClient.post(`/organizations/${orgId}/access-code`)).data)
        .data,
  );

/** POST (multipart) or DELETE /organizations/{id}/logo: the server checks and resizes it. */
export const useSetLogo = () =>
  useOrganizationChange(async ({ orgId, file }: { orgId: string; file: File | null }) => {
    if (!file) return apiClient.delete(`/organizations/${orgId}/logo`);
    const form = new FormData();
    form.append('file', file);
    return apiClient.post(`/organizations/${orgId}/logo`, form);
  });

export const useDeleteOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    apiClient.delete(`/organizations/${orgId}`, { data: { confirm } }),
  );

export const useLeaveOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    apiClient.post(`/organizations/${orgId}/leave`, { confirm }),
  );

/** The members (Admin and Lid may see them), a page at a time (spec §9). */
export const useMembers = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.members(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      orgMembersResponse.parse(
        (await apiClient.get(`/organizations/${orgId}/members`, { params: { cursor } })).data,
      ).data,
  });

function useMembersChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      // The page on screen is read again: a change can move members between pages.
      void queryClient.invalidateQueries({ queryKey: keys.all });
      // An Admin who changed their own role works in the organisation with the new one.
      void refreshSessionIdentity().catch(() => {});
    },
  });
}

export const useChangeRole = (orgId: string) =>
  useMembersChange(({ memberId, role }: { memberId: string; role: OrgRole }) =>
    apiClient.put(`/organizations/${orgId}/members/${memberId}`, { role }),
  );

export const useRemoveMember = (orgId: string) =>
  useMembersChange((memberId: string) =>
    apiClient.delete(`/organizations/${orgId}/members/${memberId}`),
  );

/** Spec §7 GET /invited-users/{id}: the invitations and how they went (Admin), by page. */
export const useInvitations = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.invitations(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      orgInvitationsResponse.parse(
        (await apiClient.get(`/invited-users/${orgId}`, { params: { cursor } })).data,
      ).data,
  });

export function useInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { emails: string[]; role: OrgRole }) =>
      inviteMembersResponse.parse(
        (await apiClient.post(`/organizations/${orgId}/invitations`, input)).data,
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

export function useRevokeInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      apiClient.delete(`/organizations/${orgId}/invitations/${invitationId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

/** GET /invitations/{token}: what the invitation is for (no sign-in needed). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: async () =>
      invitationPreviewResponse.parse((await apiClient.get(`/invitations/${token}`)).data).data,
  });

export const useAcceptInvitation = (token: string) =>
  useOrganizationChange(
    async () =>
      organizationResponse.parse((await apiClient.post(`/invitations/${token}/accept`)).data).data,
  );

/** The verified domains and how each enrolls new users (Admin). */
export const useDomains = (orgId: string) =>
  useQuery({
    queryKey: keys.domains(orgId),
    queryFn: async () =>
      orgDomainsResponse.parse((await apiClient.get(`/organizations/${orgId}/domains`)).data).data
        .domains,
  });

/** Every domain change answers with the whole list, which replaces the one on screen. */
function useDomainsChange<T>(orgId: string, call: (input: T) => Promise<{ data: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => orgDomainsResponse.parse((await call(input)).data).data.domains,
    onSuccess: (domains) => queryClient.setQueryData(keys.domains(orgId), domains),
  });
}

export const useAddDomain = (orgId: string) =>
  useDomainsChange(orgId, (input: { domain: string; email: string }) =>
    apiClient.post(`/organizations/${orgId}/domains`, input),
  );

export const useResendDomainCode = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    apiClient.post(`/organizations/${orgId}/domains/${domainId}/send-code`),
  );

export const useVerifyDomain = (orgId: string) =>
  useDomainsChange(orgId, ({ domainId, code }: { domainId: string; code: string }) =>
    apiClient.post(`/organizations/${orgId}/domains/${domainId}/verify`, { code }),
  );

export const useSetEnrollmentMode = (orgId: string) =>
  useDomainsChange(
    orgId,
    ({ domainId, enrollmentMode }: { domainId: string; enrollmentMode: EnrollmentMode }) =>
      apiClient.put(`/organizations/${orgId}/domains/${domainId}`, { enrollmentMode }),
  );

export const useRemoveDomain = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    apiClient.delete(`/organizations/${orgId}/domains/${domainId}`),
  );

/** Requests to join waiting for an Admin's answer. */
export const useJoinRequests = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.requests(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      orgRequestsResponse.parse(
        (await apiClient.get(`/organizations/${orgId}/requests`, { params: { cursor } })).data,
      ).data,
  });

/** Approve (a new Lid) or reject; the requests and the members are read again. */
export function useAnswerRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      apiClient.post(
        `/organizations/${orgId}/requests/${requestId}/${approve ? 'approve' : 'reject'}`,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** What waits for me: suggestions from a domain (and my requests), invitations to my addresses. */
export const useMySuggestions = () =>
  useQuery({
    queryKey: keys.suggestions,
    queryFn: async () =>
      mySuggestionsResponse.parse((await apiClient.get('/organization-suggestions')).data).data,
  });

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (suggestionId: string) =>
      mySuggestionsResponse.parse(
        (await apiClient.post(`/organization-suggestions/${suggestionId}/request`)).data,
      ).data,
    onSuccess: (mine) => queryClient.setQueryData(keys.suggestions, mine),
  });
}
