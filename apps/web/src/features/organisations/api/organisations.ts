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

const {
  acceptInvitation,
  addDomain,
  approveJoinRequest,
  askToJoin,
  changeMemberRole,
  createOrganization,
  deleteOrganization,
  getInvitation,
  getInvitedUsers,
  getJoinRequests,
  getOrganizationDomains,
  getOrganizationMembers,
  getOrganizations,
  getOrganizationSuggestions,
  inviteMembers,
  leaveOrganization,
  rejectJoinRequest,
  removeDomain,
  removeMember,
  removeOrganizationLogo,
  renewAccessCode,
  revokeInvitation,
  sendDomainCode,
  setActiveOrganization,
  setEmbedOrigins,
  setEnrollmentMode,
  setOrganizationLogo,
  updateOrganization,
  verifyDomain,
} = endpointsIn(() => import('./endpoints'));

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
    queryFn: async () => (await call(getOrganizations)).data,
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
      (await call(createOrganization, { body: input })).data,
  );

/** Switching changes whose learners and answers a coach sees: everything is read again. */
export function useSetActiveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (organizationId: string | null) =>
      call(setActiveOrganization, { body: { organizationId } }),
    onSuccess: async () => {
      await refreshSessionIdentity();
      await queryClient.invalidateQueries();
    },
  });
}

export const useUpdateOrganization = (orgId: string) =>
  useOrganizationChange((input: CreateOrganizationInput) =>
    call(updateOrganization, { params: { orgId }, body: input }),
  );

/** The sites that may show Imi in a frame. */
export const useSetEmbedOrigins = (orgId: string) =>
  useOrganizationChange((input: OrgEmbeddingInput) =>
    call(setEmbedOrigins, { params: { orgId }, body: input }),
  );

/** A new code for learners to join; the old one stops. */
export const useRenewAccessCode = (orgId: string) =>
  useOrganizationChange(async () => (await call(renewAccessCode, { params: { orgId } })).data);

/** Sets (multipart) or removes the logo: the server checks and resizes it. */
export const useSetLogo = () =>
  useOrganizationChange(async ({ orgId, file }: { orgId: string; file: File | null }) => {
    if (!file) return call(removeOrganizationLogo, { params: { orgId } });
    const form = new FormData();
    form.append('file', file);
    return call(setOrganizationLogo, { params: { orgId } }, { data: form });
  });

export const useDeleteOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    call(deleteOrganization, { params: { orgId }, body: { confirm } }),
  );

export const useLeaveOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    call(leaveOrganization, { params: { orgId }, body: { confirm } }),
  );

/** The members (Admin and Lid may see them), a page at a time (spec §9). */
export const useMembers = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.members(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(getOrganizationMembers, { params: { orgId }, query: { cursor } })).data,
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
    call(changeMemberRole, { params: { orgId, memberId }, body: { role } }),
  );

export const useRemoveMember = (orgId: string) =>
  useMembersChange((memberId: string) => call(removeMember, { params: { orgId, memberId } }));

/** Spec §7: the invitations and how they went (Admin), by page. */
export const useInvitations = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.invitations(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(getInvitedUsers, { params: { orgId }, query: { cursor } })).data,
  });

export function useInvite(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { emails: string[]; role: OrgRole }) =>
      (await call(inviteMembers, { params: { orgId }, body: input })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

export function useRevokeInvitation(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: string) =>
      call(revokeInvitation, { params: { orgId, invitationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.invitations(orgId) }),
  });
}

/** What the invitation is for (no sign-in needed). */
export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    retry: false,
    queryFn: async () => (await call(getInvitation, { params: { token } })).data,
  });

export const useAcceptInvitation = (token: string) =>
  useOrganizationChange(async () => (await call(acceptInvitation, { params: { token } })).data);

/** The verified domains and how each enrolls new users (Admin). */
export const useDomains = (orgId: string) =>
  useQuery({
    queryKey: keys.domains(orgId),
    queryFn: async () => (await call(getOrganizationDomains, { params: { orgId } })).data.domains,
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
    call(addDomain, { params: { orgId }, body: input }),
  );

export const useResendDomainCode = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    call(sendDomainCode, { params: { orgId, domainId } }),
  );

export const useVerifyDomain = (orgId: string) =>
  useDomainsChange(orgId, ({ domainId, code }: { domainId: string; code: string }) =>
    call(verifyDomain, { params: { orgId, domainId }, body: { code } }),
  );

export const useSetEnrollmentMode = (orgId: string) =>
  useDomainsChange(
    orgId,
    ({ domainId, enrollmentMode }: { domainId: string; enrollmentMode: EnrollmentMode }) =>
      call(setEnrollmentMode, { params: { orgId, domainId }, body: { enrollmentMode } }),
  );

export const useRemoveDomain = (orgId: string) =>
  useDomainsChange(orgId, (domainId: string) =>
    call(removeDomain, { params: { orgId, domainId } }),
  );

/** Requests to join waiting for an Admin's answer. */
export const useJoinRequests = (orgId: string, isAllowed: boolean, cursor?: string) =>
  useQuery({
    queryKey: [...keys.requests(orgId), cursor],
    enabled: isAllowed,
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await call(getJoinRequests, { params: { orgId }, query: { cursor } })).data,
  });

/** Approve (a new Lid) or reject; the requests and the members are read again. */
export function useAnswerRequest(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      approve
        ? call(approveJoinRequest, { params: { orgId, requestId } })
        : call(rejectJoinRequest, { params: { orgId, requestId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** What waits for me: suggestions from a domain (and my requests), invitations to my addresses. */
export const useMySuggestions = () =>
  useQuery({
    queryKey: keys.suggestions,
    queryFn: async () => (await call(getOrganizationSuggestions)).data,
  });

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (suggestionId: string) =>
      (await call(askToJoin, { params: { id: suggestionId } })).data,
    onSuccess: (mine) => queryClient.setQueryData(keys.suggestions, mine),
  });
}
