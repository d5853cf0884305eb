import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  findMuseoSansFaces,
  MUSEO_SANS_FILES_PATH,
  MUSEO_SANS_STYLESHEET_PATH,
  museoSansStylesheet,
} from './museo-sans.ts';

/**
 * Spec §9's museo-sans, served from our own origin when the deployment provides the licensed
 * files (MUSEO_SANS_DIR); without them the stylesheet is empty and the web app's free font shows
 * (decision 023). The web app adds the stylesheet after its first paint.
 */
export async function fontsRoutes(
  app: FastifyInstance,
  { config }: { config: Pick<Config, 'museoSansDir'> },
) {
  const dir = config.museoSansDir;
  const faces = dir ? findMuseoSansFaces(dir) : [];
  const stylesheet = museoSansStylesheet(faces);
  const byName = new Map(faces.map((face) => [face.file, face]));

  app.get(MUSEO_SANS_STYLESHEET_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(stylesheet),
  );

  app.get<{ Params: { file: string } }>(
    `${MUSEO_SANS_FILES_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const face = byName.get(request.params.file);
      if (!face) throw new AppError('NOT_FOUND');
      return reply
        .type(face.format === 'woff2' ? 'font/woff2' : 'font/woff')
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(face.path));
    },
  );
}
