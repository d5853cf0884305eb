import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { getAccessToken, routeUrlOf } from '@leerloop/contracts';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document, generated from the contracts; served at /api/docs/json with its UI at
 * /api/docs only when `API_DOCS` allows (by default everywhere but production).
 */
export async function registerOpenApi(app: FastifyInstance, { apiDocs }: { apiDocs: boolean }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leerloop API',
        description: `Every protected call needs \`Authorization: Bearer {accessToken}\` (from GET ${routeUrlOf(getAccessToken)}) and \`User-Id: {userId}\`. Errors are \`{ code, message }\`.`,
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          userId: { type: 'apiKey', in: 'header', name: 'User-Id' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
