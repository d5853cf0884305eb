import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { maxFileBytes } from '@leerloop/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { SNIFF_BYTES, sniffFileType } from '../answers/file-kind.ts';

/** Spec §5/§9: a profile picture is a JPG, PNG, GIF or WEBP under 10 MB (as any photo here). */
const MAX_PICTURE_BYTES = maxFileBytes.image;
/** What is kept: a square WebP this size (enough for a sharp avatar on any screen). */
const PICTURE_PIXELS = 256;
/** A decompression bomb is refused before it is drawn (about 8000 × 5000). */
const MAX_INPUT_PIXELS = 40_000_000;

const pictureTypes = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);
const isPicture = (head: Buffer) => pictureTypes.has(sniffFileType(head)?.mimeType ?? '');
const notAPicture = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 'Kies een foto: JPG, PNG, GIF of WEBP.', undefined, {
    allowedKinds: ['image'],
  });
const tooLarge = () =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    'Deze foto is te groot. Een profielfoto mag maximaal 10 MB zijn.',
    undefined,
    {
      fileKind: 'image',
      maxBytes: MAX_PICTURE_BYTES,
    },
  );

/** The path the picture is served at; its random name changes with every new picture. */
export const picturePath = (key: string) => `/api/${key}`;

/**
 * The profile picture: checked by its first bytes (the name and declared type mean nothing),
 * at most 10 MB, drawn again by the server as a 256 × 256 WebP (so no original file, metadata
 * or hidden content is kept or served), then set as the user's image.
 */
export function createAccountPicture(ctx: AppContext) {
  const { db } = ctx.database;

  async function currentKey(userId: string) {
    const row = await db
      .selectFrom('user')
      .select('image')
      .where('id', '=', userId)
      .executeTakeFirst();
    const match = row?.image?.match(/^\/api\/(avatars\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+\.webp)$/);
    return match?.[1];
  }

  async function replace(userId: string, source: AsyncIterable<Buffer>) {
    // Streamed into the image library: never the whole upload in memory; the first bytes must
    // be a picture's and the count stops at 10 MB.
    let refusal: AppError | undefined;
    let size = 0;
    let head = Buffer.alloc(0);
    async function* checked() {
      for await (const chunk of source) {
        size += chunk.length;
        if (size > MAX_PICTURE_BYTES) throw (refusal = tooLarge());
        if (head.length < 12) {
          head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
          if (head.length >= 12 && !isPicture(head)) throw (refusal = notAPicture());
        }
        yield chunk;
      }
      if (!isPicture(head)) throw (refusal = notAPicture());
    }
    const drawing = sharp({ limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(PICTURE_PIXELS, PICTURE_PIXELS, { fit: 'cover' })
      .webp({ quality: 82 });
    const output = drawing.toBuffer();
    let picture: Buffer;
    try {
      await pipeline(Readable.from(checked()), drawing);
      picture = await output;
    } catch {
      // Not a picture, too large, or one that cannot be drawn (broken, too many pixels).
      output.catch(() => {});
      throw refusal ?? notAPicture();
    }
    const key = `avatars/${userId}/${randomBytes(12).toString('base64url')}.webp`;
    await ctx.storage.put(key, Readable.from([picture]), 'image/webp');
    const previous = await currentKey(userId);
    await setImage(userId, picturePath(key));
    if (previous) await ctx.storage.delete(previous).catch(() => {});
    return picturePath(key);
  }

  async function remove(userId: string) {
    const previous = await currentKey(userId);
    await setImage(userId, null);
    if (previous) await ctx.storage.delete(previous).catch(() => {});
  }

  /** Through Better Auth, so its session cache learns the new picture too. */
  async function setImage(userId: string, image: string | null) {
    const auth = await ctx.auth.$context;
    await auth.internalAdapter.updateUser(userId, { image });
  }

  return { replace, remove };
}
