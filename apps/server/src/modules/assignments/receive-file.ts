import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type FileKind, maxFileBytes } from '@leerloop/contracts';
import type { Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { brokenOff } from '../../lib/multipart.ts';
import { redrawImage } from '../../lib/images.ts';
import type { Storage } from '../../storage/storage.ts';
import { SNIFF_BYTES, type SniffedType, sniffFileType } from '../../lib/file-kind.ts';

const kindNames: Record<FileKind, string> = {
  image: 'een foto (JPG, PNG, GIF of WEBP)',
  video: 'een video (MP4, WEBM of MOV)',
  text: 'een tekstbestand',
  pdf: 'een PDF',
};
const kindLabels: Record<FileKind, string> = {
  image: 'Een foto',
  video: 'Een video',
  text: 'Een tekstbestand',
  pdf: 'Een PDF',
};

export const unsupportedFile = (allowed: FileKind[]) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    // The task's own kinds, named in the text; the web app names them from `allowedKinds`.
    message: `Dit soort bestand kan hier niet. Kies ${allowed.map((kind) => kindNames[kind]).join(' of ')}.`,
    details: { allowedKinds: allowed },
  });

/** The body ended before the file did (the sender went away, or never sent the rest). */

const tooLarge = (kind: FileKind) =>
  new AppError('PAYLOAD_TOO_LARGE', {
    // The kind's own limit, named in the text; the web app says it from `fileKind`.
    message: `Dit bestand is te groot. ${kindLabels[kind]} mag maximaal ${maxFileBytes[kind] / 1024 / 1024} MB zijn.`,
    details: { fileKind: kind, maxBytes: maxFileBytes[kind] },
  });

/** The kind a declared MIME type names (the sender's word: it only picks a limit up front). */
const declaredKindOf = (type: string): FileKind | undefined =>
  type.startsWith('image/')
    ? 'image'
    : type.startsWith('video/')
      ? 'video'
      : type === 'application/pdf'
        ? 'pdf'
        : type.startsWith('text/')
          ? 'text'
          : undefined;

/**
 * Issue 24: a resumable upload says its size and type before any byte. Refused at once what the
 * task does not take by its declared type, or what is larger than that kind's limit (the largest
 * of the task's kinds when the type says nothing); the bytes still decide at the end.
 */
export function checkDeclaredFile(allowed: FileKind[], size: number, declaredType = '') {
  if (allowed.length === 0) throw unsupportedFile(['text']);
  const declared = declaredKindOf(declaredType);
  if (declared && !allowed.includes(declared)) throw unsupportedFile(allowed);
  const largest = (declared ? [declared] : allowed).reduce((a, b) =>
    maxFileBytes[b] > maxFileBytes[a] ? b : a,
  );
  if (size > maxFileBytes[largest]) throw tooLarge(largest);
}

/** A photo's longest side as kept: sharp enough for a coach to read a photographed page. */
const PHOTO_MAX_SIDE = 2560;

/** Each photo is drawn again in its own format (GIF and WebP keep their animation). */
const photoEncoders: Record<string, (image: Sharp) => Sharp> = {
  'image/jpeg': (image) => image.jpeg({ quality: 85 }),
  'image/png': (image) => image.png(),
  'image/webp': (image) => image.webp({ quality: 85 }),
  'image/gif': (image) => image.gif(),
};

/**
 * Issue 18: a photo is drawn again before it is kept — upright, at most 2560 px on its longest
 * side, without its metadata (a phone's EXIF carries where it was taken) — so what coaches and
 * Brainfood readers get holds nothing but the picture. Too many pixels are refused first.
 */
async function redrawPhoto(photo: AsyncIterable<Buffer>, mimeType: string, allowed: FileKind[]) {
  const encode = photoEncoders[mimeType]!;
  return redrawImage(await buffer(photo), {
    animated: mimeType === 'image/gif' || mimeType === 'image/webp',
    draw: (image) =>
      encode(
        image.resize(PHOTO_MAX_SIDE, PHOTO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }),
      ),
    notAnImage: () => unsupportedFile(allowed),
  });
}

/**
 * Streams an upload into storage under a new server-made key. The first bytes decide what the
 * file is (and so its size limit); the rest flows through without ever being held whole (a photo
 * is drawn again first, see above). Any failure — a refused type, too many bytes or pixels,
 * broken text, the sender going away — rejects, and storage's atomic put leaves nothing behind.
 */
export async function receiveFile(
  source: AsyncIterable<Buffer>,
  allowed: FileKind[],
  storage: Storage,
): Promise<SniffedType & { key: string; size: number }> {
  const iterator = source[Symbol.asyncIterator]();
  let refusal: AppError | undefined;
  const nextChunk = () =>
    iterator.next().catch(() => {
      throw (refusal = brokenOff());
    });
  const firstChunks: Buffer[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const next = await nextChunk();
    if (next.done) break;
    firstChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(firstChunks);
  const type = sniffFileType(head);
  if (!type || !allowed.includes(type.kind)) throw unsupportedFile(allowed);

  const limit = maxFileBytes[type.kind];
  const utf8 = type.kind === 'text' ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  let size = 0;
  const check = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) throw (refusal = tooLarge(type.kind));
    try {
      utf8?.decode(chunk, { stream: true });
    } catch {
      throw (refusal = unsupportedFile(allowed));
    }
  };
  async function* body() {
    check(head);
    yield head;
    for (;;) {
      const next = await nextChunk();
      if (next.done) break;
      check(next.value);
      yield next.value;
    }
    try {
      utf8?.decode();
    } catch {
      throw (refusal = unsupportedFile(allowed));
    }
  }

  const key = `answers/${randomUUID()}`;
  try {
    // A photo is whole in memory to be drawn (at most 10 MB); anything else streams through.
    const content =
      type.kind === 'image'
        ? Readable.from([await redrawPhoto(body(), type.mimeType, allowed)])
        : Readable.from(body());
    const stored = await storage.put(key, content, type.mimeType);
    return { ...type, key, size: stored.size };
  } catch (error) {
    throw refusal ?? error;
  }
}
