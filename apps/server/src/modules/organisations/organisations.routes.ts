import {
  confirmByNameBody,
  createOrganizationBody,
  organizationResponse,
  organizationsResponse,
  orgEmbeddingBody,
  orgIdParams,
  setActiveOrganizationBody,
  updateOrganizationBody,
} from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createSquarePictures } from '../../lib/square-pictures.ts';
import { filePart } from '../../lib/multipart.ts';
import { callerOf, type Guards, signedInRoute, success } from '../../plugins/authenticate.ts';
import type { OrganisationsService } from './organisations.ts';

const done = { response: { 200: z.object({ status: z.literal('success') }) } };

/** Spec §2 "Organization profile", list and switcher (issue 9). */
export const organisationsRoutes: FastifyPluginAsyncZod<{
  organisations: OrganisationsService;
  logos: Pick<ReturnType<typeof createSquarePictures>, 'serve'>;
  guards: Guards;
}> = async (app, { organisations, logos, guards }) => {
  const route = signedInRoute(['organisations'], guards.signedIn);
  const listed = async (request: Parameters<typeof callerOf>[0]) =>
    success(await organisations.list(callerOf(request)));

  app.get(
    '/api/organizations',
    route('My organisations and the active one', { response: { 200: organizationsResponse } }),
    listed,
  );
  app.post(
    '/api/organizations',
    route('Start an organisation (you are its Admin; it becomes active)', {
      body: createOrganizationBody,
      response: { 200: organizationResponse },
    }),
    async (request) => success(await organisations.create(callerOf(request), request.body)),
  );
  app.put(
    '/api/organizations/active',
    route('Switch the organisation this session works in (null: the personal account)', {
      body: setActiveOrganizationBody,
      response: { 200: organizationsResponse },
    }),
    async (request) => {
      await organisations.setActive(callerOf(request), request.body.organizationId);
      return listed(request);
    },
  );
  app.get(
    '/api/organizations/:orgId',
    route('One of my organisations', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.summaryOf(callerOf(request), request.params.orgId)),
  );
  app.put(
    '/api/organizations/:orgId',
    route('Change the name and web address (Admin)', {
      params: orgIdParams,
      body: updateOrganizationBody,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.update(callerOf(request), request.params.orgId, request.body)),
  );
  app.put(
    '/api/organizations/:orgId/embedding',
    route('The sites that may show Imi in a frame, /iframe?org=<slug> (Admin)', {
      params: orgIdParams,
      body: orgEmbeddingBody,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(
        await organisations.setEmbedOrigins(
          callerOf(request),
          request.params.orgId,
          request.body.origins,
        ),
      ),
  );
  app.post(
    '/api/organizations/:orgId/access-code',
    route('Make a new access code for learners to join; the old one stops working (Admin)', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.renewAccessCode(callerOf(request), request.params.orgId)),
  );
  app.post(
    '/api/organizations/:orgId/logo',
    route('Set the logo (Admin; multipart: file; JPG, PNG, GIF or WEBP under 10 MB)', {
      params: orgIdParams,
      consumes: ['multipart/form-data'],
      response: { 200: organizationResponse },
    }),
    async (request) => {
      const part = await filePart(request);
      return success(
        await organisations.setLogo(callerOf(request), request.params.orgId, part.file),
      );
    },
  );
  app.delete(
    '/api/organizations/:orgId/logo',
    route('Remove the logo (Admin)', {
      params: orgIdParams,
      response: { 200: organizationResponse },
    }),
    async (request) =>
      success(await organisations.setLogo(callerOf(request), request.params.orgId, null)),
  );
  logos.serve(app);
  app.delete(
    '/api/organizations/:orgId',
    route('Delete the organisation, its name typed out (Admin)', {
      params: orgIdParams,
      body: confirmByNameBody,
      ...done,
    }),
    async (request) => {
      await organisations.remove(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  );
  app.post(
    '/api/organizations/:orgId/leave',
    route('Leave the organisation, its name typed out (never its last Admin)', {
      params: orgIdParams,
      body: confirmByNameBody,
      ...done,
    }),
    async (request) => {
      await organisations.leave(callerOf(request), request.params.orgId, request.body.confirm);
      return { status: 'success' as const };
    },
  );
};
