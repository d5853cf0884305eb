import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type FileKind, maxFileBytes } from '@leerloop/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../storage/storage.ts';
import { SNIFF_BYTES, type SniffedType, sniffFileType } from './file-kind.ts';

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
  new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `Dit soort bestand kan hier niet. Kies ${allowed.map((kind) => kindNames[kind]).join(' of ')}.`,
    undefined,
    { allowedKinds: allowed },
  );

const tooLarge = (kind: FileKind) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `Dit bestand is te groot. ${kindLabels[kind]} mag maximaal ${maxFileBytes[kind] / 1024 / 1024} MB zijn.`,
    undefined,
    { fileKind: kind, maxBytes: maxFileBytes[kind] },
  );

/**
 * Streams an upload into storage under a new server-made key. The first bytes decide what the
 * file is (and so its size limit); the rest flows through without ever being held whole. Any
 * failure — a refused type, too many bytes, broken text, the sender going away — rejects, and
 * storage's atomic put leaves nothing behind.
 */
export async function receiveFile(
  source: AsyncIterable<Buffer>,
  allowed: FileKind[],
  storage: Storage,
): Promise<SniffedType & { key: string; size: number }> {
  const iterator = source[Symbol.asyncIterator]();
  const firstChunks: Buffer[] = [];
  let headLength = 0;
  while (headLength < SNIFF_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    firstChunks.push(next.value);
    headLength += next.value.length;
  }
  const head = Buffer.concat(firstChunks);
  const type = sniffFileType(head);
  if (!type || !allowed.includes(type.kind)) throw unsupportedFile(allowed);

  const limit = maxFileBytes[type.kind];
  const utf8 = type.kind === 'text' ? new TextDecoder('utf-8', { fatal: true }) : undefined;
  let refusal: AppError | undefined;
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
      const next = await iterator.next();
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
    const stored = await storage.put(key, Readable.from(body()), type.mimeType);
    return { ...type, key, size: stored.size };
  } catch (error) {
    throw refusal ?? error;
  }
}
