import { createSquarePictures } from '../../lib/square-pictures.ts';
import type { Storage } from '../../storage/storage.ts';
import type { Auth } from '../auth/auth.ts';
import type { AccountSettingsRepository } from './account-settings.repository.ts';

/**
 * The profile picture (spec §5): a square picture of the user's own, set as their image; the
 * one it replaces is deleted. Only the server sets the image (auth-input-policy refuses it from
 * a client), and only a picture in the user's own folder is ever deleted (issue 18).
 */
export function createAccountPicture({
  settings,
  storage,
  authContext,
}: {
  settings: Pick<AccountSettingsRepository, 'imageOf'>;
  storage: Storage;
  /** The image is set through Better Auth, so its session cache learns the new picture too. */
  authContext: Auth['$context'];
}) {
  const pictures = createSquarePictures({ storage }, 'avatars');

  async function replace(userId: string, source: AsyncIterable<Buffer>) {
    const image = await pictures.store(userId, source);
    const previous = await settings.imageOf(userId);
    await setImage(userId, image);
    await pictures.discard(userId, previous);
    return image;
  }

  async function remove(userId: string) {
    const previous = await settings.imageOf(userId);
    await setImage(userId, null);
    await pictures.discard(userId, previous);
  }

  async function setImage(userId: string, image: string | null) {
    const { internalAdapter } = await authContext;
    await internalAdapter.updateUser(userId, { image });
  }

  return { replace, remove, serve: pictures.serve };
}

export type AccountPictureService = ReturnType<typeof createAccountPicture>;
