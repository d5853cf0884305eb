import {
  createOrgContentItem,
  deleteOrgContentItem,
  discardOrgContentDraft,
  getOrgContentHistory,
  getOrgContentItem,
  getOrgContentWeeks,
  publishOrgContentItem,
  saveOrgContentDraft,
  createContentItem,
  deleteContentItem,
  discardContentDraft,
  getContentHistory,
  getContentItem,
  getContentWeeks,
  publishContentItem,
  saveContentDraft,
} from '@leerloop/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { ContentEditing } from './content-editing.service.ts';

/**
 * Issue 23 item 6: the shared programme edited in the app by platform admins (decision 050), and
 * an organisation's own additions by its Admins (decision 061).
 */
export const contentEditingRoutes: FastifyPluginAsyncZod<{
  contentEditing: ContentEditing;
  guards: Guards;
}> = async (app, { contentEditing, guards }) => {
  const route = endpointRoutes(['content editing'], guards.platformAdmin);

  app.route({
    ...route(getContentWeeks, "The programme's items by week, with their drafts"),
    handler: async () => success({ weeks: await contentEditing.weeks() }),
  });
  app.route({
    ...route(getContentItem, 'One item as published, and its draft'),
    handler: async (request) => success(await contentEditing.item(request.params.itemId)),
  });
  app.route({
    ...route(saveContentDraft, "Saves an item's draft, checked against its kind's schema"),
    handler: async (request) =>
      success(
        await contentEditing.saveDraft(
          request.params.itemId,
          request.body.data,
          callerOf(request).userId,
        ),
      ),
  });
  app.route({
    ...route(discardContentDraft, "Throws an item's draft away"),
    handler: async (request) => success(await contentEditing.discardDraft(request.params.itemId)),
  });
  app.route({
    ...route(publishContentItem, 'Publishes the draft: learners see it at once'),
    handler: async (request) => {
      const item = await contentEditing.publish(request.params.itemId, callerOf(request).userId);
      request.log.info(
        { itemId: item.id, by: callerOf(request).userId },
        'content item published by a platform admin',
      );
      return success(item);
    },
  });
  app.route({
    ...route(createContentItem, 'Adds an item to a week as a draft'),
    handler: async (request) =>
      success(
        await contentEditing.create(
          request.params.weekId,
          request.body.kind,
          request.body.data,
          callerOf(request).userId,
        ),
      ),
  });
  app.route({
    ...route(deleteContentItem, 'Deletes an item added in the app and never published'),
    handler: async (request) => success(await contentEditing.remove(request.params.itemId)),
  });
  app.route({
    ...route(getContentHistory, "The item's changes, newest first"),
    handler: async (request) =>
      success({ entries: await contentEditing.history(request.params.itemId) }),
  });

  // An organisation's own additions, by its Admins (decision 061).
  const orgRoute = endpointRoutes(['content editing'], guards.signedIn);
  const editingOf = (request: FastifyRequest<{ Params: { orgId: string } }>) =>
    contentEditing.ofOrganisation(callerOf(request).userId, request.params.orgId);
  app.route({
    ...orgRoute(getOrgContentWeeks, "The organisation's own items by week (Admin)"),
    handler: async (request) => success({ weeks: await (await editingOf(request)).weeks() }),
  });
  app.route({
    ...orgRoute(getOrgContentItem, 'One of its own items, and its draft (Admin)'),
    handler: async (request) =>
      success(await (await editingOf(request)).item(request.params.itemId)),
  });
  app.route({
    ...orgRoute(createOrgContentItem, 'Adds an item for its own learners, as a draft (Admin)'),
    handler: async (request) =>
      success(
        await (
          await editingOf(request)
        ).create(
          request.params.weekId,
          request.body.kind,
          request.body.data,
          callerOf(request).userId,
        ),
      ),
  });
  app.route({
    ...orgRoute(saveOrgContentDraft, "Saves one of its own items' draft (Admin)"),
    handler: async (request) =>
      success(
        await (
          await editingOf(request)
        ).saveDraft(request.params.itemId, request.body.data, callerOf(request).userId),
      ),
  });
  app.route({
    ...orgRoute(discardOrgContentDraft, "Throws one of its own items' draft away (Admin)"),
    handler: async (request) =>
      success(await (await editingOf(request)).discardDraft(request.params.itemId)),
  });
  app.route({
    ...orgRoute(publishOrgContentItem, 'Publishes one of its own items to its learners (Admin)'),
    handler: async (request) =>
      success(
        await (await editingOf(request)).publish(request.params.itemId, callerOf(request).userId),
      ),
  });
  app.route({
    ...orgRoute(deleteOrgContentItem, 'Deletes one of its own items never published (Admin)'),
    handler: async (request) =>
      success(await (await editingOf(request)).remove(request.params.itemId)),
  });
  app.route({
    ...orgRoute(getOrgContentHistory, "One of its own items' changes (Admin)"),
    handler: async (request) =>
      success({ entries: await (await editingOf(request)).history(request.params.itemId) }),
  });
};
