import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { orgIdParams } from '../organisations/organization-views.ts';
import {
  groupIdParams,
  groupNameSchema,
  groupResponse,
  groupsResponse,
  groupDoneResponse,
} from './group-views.ts';

/** The groups the caller sees: all of their organisations' as Admin, the ones they coach. */
export const getGroups = endpoint({
  method: 'GET',
  path: '/groups',
  query: z.object({ organizationId: z.string().min(1).max(128).optional() }),
  response: groupsResponse,
});

export const groupNameBody = z.object({ name: groupNameSchema }).meta({ id: 'GroupNameBody' });

/** A new group in an organisation, with an access code of its own (Admin). */
export const createGroup = endpoint({
  method: 'POST',
  path: '/organizations/:orgId/groups',
  params: orgIdParams,
  body: groupNameBody,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'GROUP_NAME_TAKEN'],
});

/** One group (its coaches and Admins). */
export const getGroup = endpoint({
  method: 'GET',
  path: '/groups/:groupId',
  params: groupIdParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** A new name (Admin). */
export const renameGroup = endpoint({
  method: 'PUT',
  path: '/groups/:groupId',
  params: groupIdParams,
  body: groupNameBody,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN', 'GROUP_NAME_TAKEN'],
});

/** The group goes; its learners stay in the organisation, on their own clock (Admin). */
export const deleteGroup = endpoint({
  method: 'DELETE',
  path: '/groups/:groupId',
  params: groupIdParams,
  response: groupDoneResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});

/** A new access code for the group; the old one stops working (Admin). */
export const renewGroupAccessCode = endpoint({
  method: 'POST',
  path: '/groups/:groupId/access-code',
  params: groupIdParams,
  response: groupResponse,
  errors: ['NOT_FOUND', 'FORBIDDEN'],
});
