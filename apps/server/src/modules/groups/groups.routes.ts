import {
  addGroupCoach,
  addGroupLearner,
  createGroup,
  deleteGroup,
  exportGroupAnswers,
  exportGroupOverview,
  getGroup,
  getGroupCharts,
  getGroupCandidates,
  getGroupOverview,
  getGroups,
  type Language,
  getLearnerPath,
  openGroupWeek,
  openLearnerWeek,
  removeGroupCoach,
  removeGroupLearner,
  renameGroup,
  renewGroupAccessCode,
  routeUrlOf,
  setGroupTiming,
} from '@leerloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { GroupCharts } from './group-charts.service.ts';
import type { GroupExport } from './group-export.ts';
import type { GroupOverview } from './group-overview.service.ts';
import type { GroupsService } from './groups.service.ts';

/** Issue 23: groups (klassen), their timing and their overview. */
export const groupsRoutes: FastifyPluginAsyncZod<{
  groups: GroupsService;
  groupOverview: GroupOverview;
  groupCharts: GroupCharts;
  groupExport: GroupExport;
  guards: Guards;
  browserCallerOf(request: FastifyRequest): Promise<string | undefined>;
}> = async (app, { groups, groupOverview, groupCharts, groupExport, guards, browserCallerOf }) => {
  const route = endpointRoutes(['groups'], guards.signedIn);

  app.route({
    ...route(getGroups, 'The groups I see: every group as Admin, the ones I coach'),
    handler: async (request) =>
      success({
        groups: await groups.list(callerOf(request), request.query.organizationId),
      }),
  });
  app.route({
    ...route(createGroup, 'A new group with its own access code (Admin)'),
    handler: async (request) =>
      success(await groups.create(callerOf(request), request.params.orgId, request.body.name)),
  });
  app.route({
    ...route(getGroup, "One group (Admin, the group's coaches)"),
    handler: async (request) =>
      success(await groups.summaryOf(callerOf(request), request.params.groupId)),
  });
  app.route({
    ...route(renameGroup, 'A new name (Admin)'),
    handler: async (request) =>
      success(await groups.rename(callerOf(request), request.params.groupId, request.body.name)),
  });
  app.route({
    ...route(deleteGroup, 'Delete the group; its learners stay in the organisation (Admin)'),
    handler: async (request) => {
      await groups.remove(callerOf(request), request.params.groupId);
      return { status: 'success' as const };
    },
  });
  app.route({
    ...route(renewGroupAccessCode, 'A new access code; the old one stops working (Admin)'),
    handler: async (request) =>
      success(await groups.renewAccessCode(callerOf(request), request.params.groupId)),
  });
  app.route({
    ...route(getGroupCandidates, "The organisation's members to put in the group (Admin)"),
    handler: async (request) =>
      success({
        candidates: await groups.candidates(
          callerOf(request),
          request.params.groupId,
          request.query.q,
        ),
      }),
  });
  app.route({
    ...route(addGroupLearner, 'Put a member in as a learner, out of their other group (Admin)'),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(await groups.addLearner(callerOf(request), groupId, userId));
    },
  });
  app.route({
    ...route(removeGroupLearner, 'Take a learner out of the group (Admin)'),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(await groups.removeLearner(callerOf(request), groupId, userId));
    },
  });
  app.route({
    ...route(addGroupCoach, 'Name an Admin or Lid coach of the group (Admin)'),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(await groups.addCoach(callerOf(request), groupId, userId));
    },
  });
  app.route({
    ...route(removeGroupCoach, 'A coach no longer coaches the group (Admin)'),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(await groups.removeCoach(callerOf(request), groupId, userId));
    },
  });
  app.route({
    ...route(setGroupTiming, "The start date and pace of the group's weeks (its coaches, Admin)"),
    handler: async (request) =>
      success(await groups.setTiming(callerOf(request), request.params.groupId, request.body)),
  });
  app.route({
    ...route(openGroupWeek, 'Open every week up to this one for the whole group'),
    handler: async (request) =>
      success(await groups.openWeek(callerOf(request), request.params.groupId, request.body.week)),
  });
  app.route({
    ...route(openLearnerWeek, 'Open every week up to this one early for one learner'),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(
        await groups.openWeekFor(callerOf(request), groupId, userId, request.body.week),
      );
    },
  });
  app.route({
    ...route(getGroupOverview, 'One row per learner: sorted, filtered, a page at a time'),
    handler: async (request) =>
      success(
        await groupOverview.overview(callerOf(request), request.params.groupId, request.query),
      ),
  });
  app.route({
    ...route(getLearnerPath, "A learner's row and week-by-week path"),
    handler: async (request) => {
      const { groupId, userId } = request.params;
      return success(await groupOverview.learnerPath(callerOf(request), groupId, userId));
    },
  });
  app.route({
    ...route(getGroupCharts, 'Score distribution, swipe answers and activity of the whole group'),
    handler: async (request) =>
      success(await groupCharts.charts(callerOf(request), request.params.groupId)),
  });

  // Issue 23 item 4: CSV files by a plain link (the session cookie), as "download my data".
  for (const [declared, summary, read] of [
    [exportGroupOverview, "The overview's figures of every learner, as CSV", groupExport.overview],
    [exportGroupAnswers, 'The answers the learners agreed to share, as CSV', groupExport.answers],
  ] as const)
    app.route({
      method: declared.method,
      url: routeUrlOf(declared),
      // A file, not JSON: described by hand, sent as it is.
      schema: {
        tags: ['groups'],
        summary,
        produces: ['text/csv'],
        params: declared.params,
        querystring: declared.query,
      },
      handler: async (request, reply) => {
        const userId = await browserCallerOf(request);
        if (!userId) throw new AppError('UNAUTHORIZED');
        const { groupId } = request.params as { groupId: string };
        const { lang } = request.query as { lang?: Language };
        const { fileName, csv } = await read({ userId }, groupId, lang);
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${fileName}"`);
        reply.header('cache-control', 'no-store');
        return reply.send(csv);
      },
    });
};
