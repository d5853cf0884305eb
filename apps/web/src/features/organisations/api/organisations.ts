import {
  type CreateOrganizationInput,
  invitationPreviewResponse,
  inviteMembersResponse,
  organizationResponse,
  organizationsResponse,
  orgInvitationsResponse,
  orgMembersResponse,
  type OrgRole,
} from '@leerloop/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const keys = {
  all: ['organizations'] as const,
  members: (orgId: string) => ['organizations', orgId, 'members'] as const,
  invitations: (orgId: string) => ['organizations', orgId, 'invitations'] as const,
};

/** GET /organizations: mine, with my role and what it may do, and the active one. */
export const useOrganizations = () =>
  useQuery({
    queryKey: keys.all,
    queryFn: async () =>
      organizationsResponse.parse((await apiClient.get('/organizations')).data).data,
  });

/** The organisations list (and every screen of it) is read again after a change. */
function useOrganizationChange<T, R>(call: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export const useCreateOrganization = () =>
  useOrganizationChange(
    async (input: CreateOrganizationInput) =>
      organizationResponse.parse((await apiClient.post('/organizations', input)).data).data,
  );

export const useSetActiveOrganization = () =>
  useOrganizationChange((organizationId: string | null) =>
    apiClient.put('/organizations/active', { organizationId }),
  );

export const useUpdateOrganization = (orgId: string) =>
  useOrganizationChange((input: CreateOrganizationInput) =>
    apiClient.put(`/organizations/${orgId}`, input),
  );

export const useDeleteOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    apiClient.delete(`/organizations/${orgId}`, { data: { confirm } }),
  );

export const useLeaveOrganization = (orgId: string) =>
  useOrganizationChange((confirm: string) =>
    apiClient.post(`/organizations/${orgId}/leave`, { confirm }),
  );

/** The members (Admin and Lid may see them). */
export const useMembers = (orgId: string, isAllowed: boolean) =>
  useQuery({
    queryKey: keys.members(orgId),
    enabled: isAllowed,
    queryFn: async () =>
      orgMembersResponse.parse((await apiClient.get(`/organizations/${orgId}/members`)).data).data
        .members,
  });

function useMembersChange<T>(orgId: string, call: (input: T) => Promise<{ data: unknown }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => orgMembersResponse.parse((await call(input)).data).data.members,
    onSuccess: (members) => {
      queryClient.setQueryData(keys.members(orgId), members);
      void queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const useChangeRole = (orgId: string) =>
  useMembersChange(orgId, ({ memberId, role }: { memberId: string; role: OrgRole }) =>
    apiClient.put(`/organizations/${orgId}/members/${memberId}`, { role }),
  );

export const useRemoveMember = (orgId: string) =>
  useMembersChange(orgId, (memberId: string) =>
    apiClient.delete(`/organizations/${orgId}/members/${memberId}`),
  );

/** Spec §7 GET /invited-users/{id}: the invitations and how they went (Admin). */
export const useInvitations = (orgId: string, isAllowed: boolean) =>
  useQuery({
    queryKey: keys.invitations(orgId),
    enabled: isAllowed,
    queryFn: async () =>
      orgInvitationsResponse.parse((await apiClient.get(`/invited-users/${orgId}`)).data).data
        .invitations,
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
    mutationFn: async (invitationId: string) =>
      orgInvitationsResponse.parse(
        (await apiClient.delete(`/organizations/${orgId}/invitations/${invitationId}`)).data,
      ).data.invitations,
    onSuccess: (invitations) => queryClient.setQueryData(keys.invitations(orgId), invitations),
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
