import type {
  CreateOrganizationInput,
  EnrollmentMode,
  OrgDomain,
  OrgEmbeddingInput,
  OrgRole,
} from '@leerloop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointsIn } from '../../../lib/api-client';
import { refreshSessionIdentity } from '../../../lib/session';

const endpoints = endpointsIn(() => import('./endpoints'));

const keys = {
  all: ['organizations'] as const,
  members: (orgId: string) => ['organizations', orgId, 'members'] as const,
  invitations: (orgId: string) => ['organizations', orgId, 'invitations'] as const,
  domains: (orgId: string) => ['organizations', orgId, 'domains'] as const,
  requests: (orgId: string) => ['organizations', orgId, 'requests'] as const,
  suggestions: ['organizations', 'suggestions'] as const,
};

/** Mine, with my role and what it may do, and the active one. */
export const useOrganizations = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: async () => (await call(endpoints.getOrganizations)).data,
  });

/**
 * The organisations list (and every screen of it) is read again after a change, and the
 * session's identity: creating, leaving or deleting one changes where the session works.
 */
function useOrganizationChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async () => {
      await refreshSessionIdentity();
      await queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useCreateOrganization = () =>
  useOrganizationChange(
    async (input: CreateOrganizationInput) =>
      (await call(endpoints.createOrganization, { body: input })).data,
  );

/** Switching changes whose learners and answers a coach sees: everything is read again. */
export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string | null) =>
      call(endpoints.setActiveOrganization, { body: { organizationId } }),
    onSuccess: async () => {
      await refreshSessionIdentity();
      await queryClient.invalidateQueries();
    },
  });
}

export const useUpdateOrganization = (orgId: string) =>
  useOrganizationChange((input: CreateOrganizationInput) =>
    call(endpoints.updateOrganization, { params: { orgId }, body: input }),
  );

/** The sites that may show Imi in a frame. */
export const useSetEmbedOrigins = (orgId: string) =>
  useOrganizationChange((input: OrgEmbeddingInput) =>
    call(endpoints.setEmbedOrigins, { params: { orgId }, body: input }),
  );

/** A new code for learners to join; the old one stops. */
export const useRenewAccessCode = (orgId: string) =>
  useOrganizationChange(
    async () => (await call(endpoints.renewAccessCode, { params: { orgId } })).data,
  );

/** Sets (multipart) or removes the logo: the server checks and resizes it. */
export const useSetLogo = () =>
  useOrganizationChange(async ({ orgId, file }: { orgId: string; file: File | null }) => {
    if (!file) return call(endpoints.removeOrganizationLogo, { params: { orgId } });
    const form = new FormData();
    form.append('file', file);
    return call(endpoints.setOrganizationLogo, { params: { orgId } }, { data: form });
  });

export const useDeleteOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    call(endpoints.deleteOrganization, { params: { orgId }, body: { confirm } }),
  );

export const useLeaveOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    call(endpoints.leaveOrganization, { params: { orgId }, body: { confirm } }),
  );

/** The members (Admin and Lid may see them), a page at a time (spec §9). */
export const useMembers = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.members(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(endpoints.getOrganizationMembers, { params: { orgId }, query: { cursor } })).data,
  });

function useMembersChange<T>(change: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
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
    call(endpoints.changeMemberRole, { params: { orgId, memberId }, body: { role } }),
  );

export const useRemoveMember = (orgId: string) =>
  useMembersChange((memberId: string) =>
    call(endpoints.removeMember, { params: { orgId, memberId } }),
  );

/** Spec §7: the invitations and how they went (Admin), by page. */
export const useInvitations = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.invitations(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(endpoints.getInvitedUsers, { params: { orgId }, query: { cursor } })).data,
  });

export function useInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { emails: string[]; role: OrgRole }) =>
      (await call(endpoints.inviteMembers, { params: { orgId }, body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

export function useRevokeInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      call(endpoints.revokeInvitation, { params: { orgId, invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

/** What the invitation is for (no sign-in needed). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: async () => (await call(endpoints.getInvitation, { params: { token } })).data,
  });

export const useAcceptInvitation = (token: string) =>
  useOrganizationChange(
    async () => (await call(endpoints.acceptInvitation, { params: { token } })).data,
  );

/** The verified domains and how each enrolls new users (Admin). */
export const useDomains = (orgId: string) =>
  useQuery({
    queryKey: keys.domains(orgId),
    queryFn: async () =>
      (await call(endpoints.getOrganizationDomains, { params: { orgId } })).data.domains,
  });

/** Every domain change answers with the whole list, which replaces the one on screen. */
function useDomainsChange<T>(
  orgId: string,
  change: (input: T) => Promise<{ data: { domains: OrgDomain[] } }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await change(input)).data.domains,
    onSuccess: (domains) => queryClient.setQueryData(keys.domains(orgId), domains),
  });
}

export const useAddDomain = (orgId: string) =>
  useDomainsChange(orgId, (input: { domain: string; email: string }) =>
    call(endpoints.addDomain, { params: { orgId }, body: input }),
  );

export const useResendDomainCode = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    call(endpoints.sendDomainCode, { params: { orgId, domainId } }),
  );

export const useVerifyDomain = (orgId: string) =>
  useDomainsChange(orgId, ({ domainId, code }: { domainId: string; code: string }) =>
    call(endpoints.verifyDomain, { params: { orgId, domainId }, body: { code } }),
  );

export const useSetEnrollmentMode = (orgId: string) =>
  useDomainsChange(
    orgId,
    ({ domainId, enrollmentMode }: { domainId: string; enrollmentMode: EnrollmentMode }) =>
      call(endpoints.setEnrollmentMode, { params: { orgId, domainId }, body: { enrollmentMode } }),
  );

export const useRemoveDomain = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    call(endpoints.removeDomain, { params: { orgId, domainId } }),
  );

/** Requests to join waiting for an Admin's answer. */
export const useJoinRequests = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.requests(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(endpoints.getJoinRequests, { params: { orgId }, query: { cursor } })).data,
  });

/** Approve (a new Lid) or reject; the requests and the members are read again. */
export function useAnswerRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      approve
        ? call(endpoints.approveJoinRequest, { params: { orgId, requestId } })
        : call(endpoints.rejectJoinRequest, { params: { orgId, requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** What waits for me: suggestions from a domain (and my requests), invitations to my addresses. */
export const useMySuggestions = () =>
  useQuery({
    queryKey: keys.suggestions,
    queryFn: async () => (await call(endpoints.getOrganizationSuggestions)).data,
  });

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (suggestionId: string) =>
      (await call(endpoints.askToJoin, { params: { id: suggestionId } })).data,
    onSuccess: (mine) => queryClient.setQueryData(keys.suggestions, mine),
  });
}
