import type { Sharp } from 'sharp';
import { AppError } from './app-error.ts';

/**
 * The most pixels an uploaded image may have (all frames of an animation together): a
 * 50-megapixel phone photo (8160 × 6120) passes, a decompression bomb — a small PNG that claims
 * 50000 × 50000 — is refused before a pixel of it is decoded.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const tooManyPixels = () => new AppError('TOO_MANY_PIXELS');

/**
 * Draws an uploaded image again: of the original only its pixels are kept, upright (its EXIF
 * orientation applied), without metadata (EXIF with GPS, XMP, comments) or hidden bytes.
 * `draw` sizes and encodes it. Its size is read from the header first, so a bomb costs nothing;
 * anything that cannot be drawn is `notAnImage`.
 */
export async function redrawImage(
  input: Buffer,
  {
    animated,
    draw,
    notAnImage,
  }: {
    /** Keep every frame of an animation (otherwise the first only). */
    animated: boolean;
    draw: (image: Sharp) => Sharp;
    notAnImage: () => AppError;
  },
): Promise<Buffer> {
  // Loaded at the first image, not at every start (its native library is slow to load).
  const { default: sharp } = await import('sharp');
  const header = await sharp(input, { animated, limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height) throw notAnImage();
  const frames = animated ? (header.pages ?? 1) : 1;
  if (header.width * (header.pageHeight ?? header.height) * frames > MAX_IMAGE_PIXELS)
    throw tooManyPixels();
  try {
    // sharp's own limit too, in case a header understates what the decoder finds.
    const image = sharp(input, { animated, limitInputPixels: MAX_IMAGE_PIXELS }).autoOrient();
    return await draw(image).toBuffer();
  } catch {
    throw notAnImage();
  }
}
