import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { successResponse as success } from '../envelope.ts';
import { orgRoles } from '../organisations/roles.ts';
import { groupIdParams, groupResponse, groupUserParams } from './group-views.ts';

/*
 * Who is in a group (issue 23): an Admin puts the organisation's members in as learners (one
 * group per organisation: putting one in moves them from their other group) or as coaches.
 */

/** Put a member of the organisation in the group as a learner (Admin). */
export const addGroupLearner = endpoint({
  method: 'PUT',
  path: '/groups/:groupId/learners/:userId',
  params: groupUserParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_AN_ORGANIZATION_MEMBER'],
});

/** Take a learner out of the group; they stay in the organisation (Admin). */
export const removeGroupLearner = endpoint({
  method: 'DELETE',
  path: '/groups/:groupId/learners/:userId',
  params: groupUserParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** Name a member (Admin or Lid) a coach of the group (Admin). */
export const addGroupCoach = endpoint({
  method: 'PUT',
  path: '/groups/:groupId/coaches/:userId',
  params: groupUserParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'NOT_AN_ORGANIZATION_MEMBER', 'CANNOT_COACH_A_GROUP'],
});

export const removeGroupCoach = endpoint({
  method: 'DELETE',
  path: '/groups/:groupId/coaches/:userId',
  params: groupUserParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

export const groupCandidate = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: z.enum(orgRoles),
    /** The group of this organisation they are a learner in now (null: none). */
    groupName: z.string().nullable(),
    isLearnerHere: z.boolean(),
    isCoachHere: z.boolean(),
  })
  .meta({ id: 'GroupCandidate' });
export type GroupCandidate = z.infer<typeof groupCandidate>;

/** The organisation's members matching a search, to put in the group (Admin); at most 20. */
export const getGroupCandidates = endpoint({
  method: 'GET',
  path: '/groups/:groupId/candidates',
  params: groupIdParams,
  query: z.object({ q: z.string().trim().max(100).default('') }),
  response: success(z.object({ candidates: z.array(groupCandidate) })).meta({
    id: 'GroupCandidates',
  }),
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
