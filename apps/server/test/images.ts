import { crc32, deflateSync } from 'node:zlib';

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A decompression bomb: a valid PNG of about 12 KB whose header claims `side` × `side` grey
 * pixels (2.5 billion for 50000), with the first rows of zeros compressed behind it.
 */
export function decompressionBombPng(side = 50_000) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const firstRows = deflateSync(Buffer.alloc((side + 1) * 240), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', firstRows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Whether EXIF data (as sharp's metadata gives it) points to a GPS block in its first IFD. */
export function hasGpsInfo(exif: Buffer | undefined) {
  if (!exif) return false;
  const tiff = exif.subarray(exif.indexOf('Exif\0\0', 0, 'latin1') + 6);
  const isLittleEndian = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (isLittleEndian ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const firstIfd = isLittleEndian ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  const GPS_INFO_TAG = 0x8825;
  for (let entry = 0; entry < u16(firstIfd); entry++)
    if (u16(firstIfd + 2 + entry * 12) === GPS_INFO_TAG) return true;
  return false;
}
