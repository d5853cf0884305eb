import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { maxFileBytes } from '@leerloop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { SNIFF_BYTES, sniffFileType } from './file-kind.ts';
import { brokenOff } from './multipart.ts';
import { redrawImage } from './images.ts';
import type { Storage } from '../storage/storage.ts';

/** Spec §5/§9: a picture is a JPG, PNG, GIF or WEBP under 10 MB (as any photo here). */
const MAX_PICTURE_BYTES = maxFileBytes.image;
/** What is kept: a square WebP this size (enough for a sharp avatar or logo on any screen). */
const PICTURE_PIXELS = 256;
const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const isPicture = (head: Buffer) => pictureTypes.has(sniffFileType(head)?.mimeType ?? '');
const notAPicture = () => new AppError('NOT_A_PICTURE', { details: { allowedKinds: ['image'] } });
const tooLarge = () =>
  new AppError('PICTURE_TOO_LARGE', {
    details: { fileKind: 'image', maxBytes: MAX_PICTURE_BYTES },
  });

/**
 * Checked by its first bytes (the name and declared type mean nothing), at most 10 MB (counted
 * while it streams in), drawn again as a 256 × 256 WebP — so no original file, metadata or hidden
 * content is kept; one with too many pixels is refused before it is drawn.
 */
async function drawSquare(source: AsyncIterable<Buffer>) {
  let size = 0;
  let head = Buffer.alloc(0);
  async function* checked() {
    for await (const chunk of source) {
      size += chunk.length;
      if (size > MAX_PICTURE_BYTES) throw tooLarge();
      if (head.length < 12) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        if (head.length >= 12 && !isPicture(head)) throw notAPicture();
      }
      yield chunk;
    }
    if (!isPicture(head)) throw notAPicture();
  }
  const bytes = await buffer(checked()).catch((error: unknown) => {
    throw error instanceof AppError ? error : brokenOff();
  });
  return redrawImage(bytes, {
    animated: false,
    draw: (image) =>
      image.resize(PICTURE_PIXELS, PICTURE_PIXELS, { fit: 'cover' }).webp({ quality: 82 }),
    notAnImage: notAPicture,
  });
}

/**
 * Square pictures of one kind (profile pictures under `avatars`, organisation logos under
 * `logos`), each kept at a random name that is new for every upload, served at
 * `/api/{folder}/{ownerId}/{name}.webp`.
 */
export function createSquarePictures(
  { storage }: { storage: Storage },
  folder: 'avatars' | 'logos',
) {
  /** Draws and keeps a new picture; answers the path to show it at. */
  async function store(ownerId: string, source: AsyncIterable<Buffer>) {
    const picture = await drawSquare(source);
    const key = `${folder}/${ownerId}/${randomBytes(12).toString('base64url')}.webp`;
    await storage.put(key, Readable.from([picture]), 'image/webp');
    return `/api/${key}`;
  }

  /**
   * Deletes the owner's picture behind a path `store` gave. Issue 18: only ever one under the
   * owner's own folder, whatever the path says — anyone else's is left alone.
   */
  async function discard(ownerId: string, path: string | null | undefined) {
    const key = ownPictureKey(folder, ownerId, path);
    if (key) await storage.delete(key).catch(() => {});
  }

  /**
   * The pictures themselves: a name is never reused, so they can be cached for good, and shown
   * in an <img> without the API's headers (like a hosted avatar).
   */
  function serve(app: Parameters<FastifyPluginAsyncZod>[0]) {
    app.get(
      `/api/${folder}/:ownerId/:file`,
      {
        schema: {
          hide: true,
          params: z.object({
            ownerId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
            file: z.string().regex(/^[A-Za-z0-9_-]{8,64}\.webp$/),
          }),
        },
      },
      async (request, reply) => {
        const { ownerId, file } = request.params;
        const stored = await storage.get(`${folder}/${ownerId}/${file}`);
        if (!stored) throw new AppError('NOT_FOUND');
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply.type('image/webp');
        return reply.send(stored.body);
      },
    );
  }

  return { store, discard, serve };
}

/** The storage key of a picture path `store` gave to this owner; undefined for anything else. */
export function ownPictureKey(
  folder: 'avatars' | 'logos',
  ownerId: string,
  path: string | null | undefined,
) {
  const key = path?.match(/^\/api\/((avatars|logos)\/([A-Za-z0-9_-]+)\/[A-Za-z0-9_-]+\.webp)$/);
  return key && key[2] === folder && key[3] === ownerId ? key[1] : undefined;
}
