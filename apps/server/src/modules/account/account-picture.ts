import type { AppContext } from '../../context.ts';
import { createSquarePictures } from '../../lib/square-pictures.ts';

/**
 * The profile picture (spec §5): a square picture of the user's own, set as their image; the
 * one it replaces is deleted. Only the server sets the image (auth-input-policy refuses it from
 * a client), and only a picture in the user's own folder is ever deleted (issue 18).
 */
export function createAccountPicture(ctx: AppContext) {
  const { db } = ctx.database;
  const pictures = createSquarePictures(ctx, 'avatars');

  const currentImage = async (userId: string) =>
    (await db.selectFrom('user').select('image').where('id', '=', userId).executeTakeFirst())
      ?.image;

  async function replace(userId: string, source: AsyncIterable<Buffer>) {
    const image = await pictures.store(userId, source);
    const previous = await currentImage(userId);
    await setImage(userId, image);
    await pictures.discard(userId, previous);
    return image;
  }

  async function remove(userId: string) {
    const previous = await currentImage(userId);
    await setImage(userId, null);
    await pictures.discard(userId, previous);
  }

  /** Through Better Auth, so its session cache learns the new picture too. */
  async function setImage(userId: string, image: string | null) {
    const auth = await ctx.auth.$context;
    await auth.internalAdapter.updateUser(userId, { image });
  }

  return { replace, remove, serve: pictures.serve };
}
