import {
  createOrganization,
  deleteOrganization,
  getOrganization,
  getOrganizations,
  leaveOrganization,
  removeOrganizationLogo,
  renewAccessCode,
  setActiveOrganization,
  setEmbedOrigins,
  setOrganizationLogo,
  updateOrganization,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { createSquarePictures } from '../../lib/square-pictures.ts';
import { acceptUploads, filePart } from '../../lib/multipart.ts';
import { callerOf, endpointRoutes, type Guards, success } from '../../plugins/authenticate.ts';
import type { OrganisationsService } from './organisations.ts';

/** Spec §2 "Organization profile", list and switcher (issue 9). */
export const organisationsRoutes: FastifyPluginAsyncZod<{
  organisations: OrganisationsService;
  logos: Pick<ReturnType<typeof createSquarePictures>, 'serve'>;
  guards: Guards;
}> = async (app, { organisations, logos, guards }) => {
  await acceptUploads(app);
  const route = endpointRoutes(['organisations'], guards.signedIn);
  const listed = async (request: Parameters<typeof callerOf>[0]) =>
    success(await organisations.list(callerOf(request)));

  app.route({
    ...route(getOrganizations, 'My organisations and the active one'),
    handler: listed,
  });
  app.route({
    ...route(createOrganization, 'Start an organisation (you are its Admin; it becomes active)'),
    handler: async (request) =>
      success(await organisations.create(callerOf(request), request.body)),
  });
  app.route({
    ...route(
      setActiveOrganization,
      'Switch the organisation this session works in (null: the personal account)',
    ),
    handler: async (request) => {
      await organisations.setActive(callerOf(request), request.body.organizationId);
      return listed(request);
    },
  });
  app.route({
    ...route(getOrganization, 'One of my organisations'),
    handler: async (request) =>
      success(await organisations.summaryOf(callerOf(request), request.params.orgId)),
  });
  app.route({
    ...route(updateOrganization, 'Change the name and web address (Admin)'),
    handler: async (request) =>
      success(await organisations.update(callerOf(request), request.params.orgId, request.body)),
  });
  app.route({
    ...route(setEmbedOrigins, 'The sites that may show Imi in a frame, /iframe?org=<slug> (Admin)'),
    handler: async (request) =>
      success(
        await organisations.setEmbedOrigins(
          callerOf(request),
          request.params.orgId,
          request.body.origins,
        ),
      ),
  });
  app.route({
    ...route(
      renewAccessCode,
      'Make a new access code for learners to join; the old one stops working (Admin)',
    ),
    handler: async (request) =>
      success(await organisations.renewAccessCode(callerOf(request), request.params.orgId)),
  });
  // Multipart: the endpoint declares no body; the file part is read here, as it streams in.
  const setLogo = route(
    setOrganizationLogo,
    'Set the logo (Admin; multipart: file; JPG, PNG, GIF or WEBP under 10 MB)',
  );
  app.route({
    ...setLogo,
    schema: { ...setLogo.schema, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const part = await filePart(request);
      return success(
        await organisations.setLogo(callerOf(request), request.params.orgId, part.file),
      );
    },
  });
  app.route({
    ...route(removeOrganizationLogo, 'Remove the logo (Admin)'),
    handler: async (request) =>
      success(await organisations.setLogo(callerOf(request), request.params.orgId, null)),
  });
  logos.serve(app);
  app.route({
    ...route(deleteOrganization, 'Delete the organisation, its name typed out (Admin)'),
    handler: async (request) => {
      await organisations.remove(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  });
  app.route({
    ...route(
      leaveOrganization,
      'Leave the organisation, its name typed out (never its last Admin)',
    ),
    handler: async (request) => {
      await organisations.leave(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  });
};
