import {
  addGroupCoach,
  addGroupLearner,
  createGroup,
  deleteGroup,
  type GroupPace,
  openGroupWeek,
  openLearnerWeek,
  removeGroupCoach,
  removeGroupLearner,
  renameGroup,
  renewGroupAccessCode,
  setGroupTiming,
} from '@leerloop/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { groupsKey } from './get-groups';

/** A change to a group reads every groups screen again (list, overview, a learner's path). */
function useGroupChange<T, R>(change: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupsKey }),
  });
}

export const useCreateGroup = () =>
  useGroupChange(
    async ({ orgId, name }: { orgId: string; name: string }) =>
      (await call(createGroup, { params: { orgId }, body: { name } })).data,
  );

export const useRenameGroup = (groupId: string) =>
  useGroupChange(
    async (name: string) => (await call(renameGroup, { params: { groupId }, body: { name } })).data,
  );

export const useDeleteGroup = (groupId: string) =>
  useGroupChange(async () => call(deleteGroup, { params: { groupId } }));

export const useRenewGroupCode = (groupId: string) =>
  useGroupChange(async () => (await call(renewGroupAccessCode, { params: { groupId } })).data);

/** Put a member in or take them out, as a learner or a coach. */
export const useGroupPeople = (groupId: string) =>
  useGroupChange(
    async ({ userId, as, isIn }: { userId: string; as: 'learner' | 'coach'; isIn: boolean }) => {
      const endpoint =
        as === 'learner'
          ? isIn
            ? addGroupLearner
            : removeGroupLearner
          : isIn
            ? addGroupCoach
            : removeGroupCoach;
      return (await call(endpoint, { params: { groupId, userId } })).data;
    },
  );

export const useSetGroupTiming = (groupId: string) =>
  useGroupChange(
    async (body: { startsOn: string | null; pace: GroupPace }) =>
      (await call(setGroupTiming, { params: { groupId }, body })).data,
  );

/** Opens every week up to `week`: for the whole group, or early for one learner. */
export const useOpenWeek = (groupId: string) =>
  useGroupChange(async ({ week, userId }: { week: number; userId?: string }) =>
    userId
      ? (await call(openLearnerWeek, { params: { groupId, userId }, body: { week } })).data
      : (await call(openGroupWeek, { params: { groupId }, body: { week } })).data,
  );
