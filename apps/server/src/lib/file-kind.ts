import type { FileKind } from '@leerloop/contracts';

export interface SniffedType {
  kind: FileKind;
  mimeType: string;
}

/** How many first bytes `sniffFileType` wants to see (fewer when the file is shorter). */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return head.subarray(offset, offset + expected.length).equals(expected);
};

/** ISO media brands we accept as MP4 (HEIC and other stills share the box format: refused). */
const mp4Brands = new Set([
  'isom',
  'iso2',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'MSNV',
  'dash',
  'mmp4',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
]);

/**
 * What a file is, from its first bytes alone: the name and the declared type are the sender's
 * word and mean nothing here. Anything we do not positively recognise (an executable, an
 * archive, HEIC, a script with control bytes) is undefined and refused.
 */
export function sniffFileType(head: Buffer): SniffedType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { kind: 'image', mimeType: 'image/jpeg' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png' };
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a'))
    return { kind: 'image', mimeType: 'image/gif' };
  if (startsWith(head, 'RIFF') && startsWith(head, 'WEBP', 8))
    return { kind: 'image', mimeType: 'image/webp' };
  if (startsWith(head, 'ftyp', 4)) {
    const brand = head.subarray(8, 12).toString('latin1');
    if (brand === 'qt  ') return { kind: 'video', mimeType: 'video/quicktime' };
    if (mp4Brands.has(brand)) return { kind: 'video', mimeType: 'video/mp4' };
    return undefined;
  }
  // Matroska's header names its document type; only WebM is a format we play.
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3]) && head.includes('webm', 0, 'latin1'))
    return { kind: 'video', mimeType: 'video/webm' };
  if (startsWith(head, '%PDF-')) return { kind: 'pdf', mimeType: 'application/pdf' };
  if (looksLikeText(head)) return { kind: 'text', mimeType: 'text/plain; charset=utf-8' };
  return undefined;
}

/**
 * Plain text: valid UTF-8 (the rest of the file is checked while it streams) without control
 * bytes other than tab, line feeds and form feed. A cut multi-byte character at the end of the
 * sample is fine.
 */
function looksLikeText(head: Buffer) {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c)
      return false;
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}
