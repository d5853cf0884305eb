import { randomBytes } from 'node:crypto';

export interface UploadFile {
  name: string;
  bytes: Buffer;
  /** What the sender claims; the server decides by the bytes. */
  type?: string;
}

/** A multipart/form-data body as a browser's FormData sends it: fields first, then the file. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----leerloop${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The smallest real files of each kind, for upload tests. */
export const sampleFiles = {
  // A 1×1 PNG (a valid one: photos are decoded and drawn again on upload).
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
  // The start of a Windows executable ("MZ", the DOS stub) and of a Linux one (ELF).
  exe: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), randomBytes(2000)]),
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]),
  mp4: Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp41', 'latin1'),
    randomBytes(64 * 1024),
  ]),
  text: Buffer.from('Mijn top 3: eerlijkheid, vriendschap, doorzetten. ✨\n'),
};
