import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListMultipartUploadsCommand,
  type MultipartUpload,
  NoSuchKey,
  paginateListObjectsV2,
  paginateListParts,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { assertValidKey, type Storage } from './storage.ts';

export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
}

/** 8 MiB parts, two in flight: a large video streams through in bounded memory. */
const PART_SIZE = 8 * 1024 * 1024;

/** The SDK's client settings (also of the resumable uploads' store, issue 24). */
export const s3ClientConfigOf = (settings: S3Settings) => ({
  region: settings.region,
  endpoint: settings.endpoint,
  forcePathStyle: settings.forcePathStyle,
  credentials:
    settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined,
});

/** Any S3-compatible object store, through the official SDK. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client(s3ClientConfigOf(settings));
  const Bucket = settings.bucket;

  /** Multipart uploads begun and neither completed nor aborted (a crash mid-upload leaves one). */
  async function* unfinishedUploads() {
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      const page = await client.send(
        new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }),
      );
      yield* page.Uploads ?? [];
      ({ NextKeyMarker: KeyMarker, NextUploadIdMarker: UploadIdMarker } = page);
      if (!page.IsTruncated) break;
    } while (KeyMarker);
  }

  /** When an unfinished upload was last written to: its newest part, or its start. */
  async function lastWriteOf({ Key, UploadId, Initiated }: MultipartUpload) {
    let last = Initiated;
    for await (const page of paginateListParts({ client }, { Bucket, Key, UploadId }))
      for (const part of page.Parts ?? [])
        if (part.LastModified && (!last || part.LastModified > last)) last = part.LastModified;
    return last;
  }

  return {
    driver: 'S3',

    async put(key, body: Readable, contentType) {
      assertValidKey(key);
      let size = 0;
      body.on('data', (chunk: Buffer) => (size += chunk.length));
      // Multipart when large; on failure the upload is aborted, so no object and no parts remain.
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: 2,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        await upload.abort().catch(() => {});
        throw error;
      }
      return { size };
    },

    async get(key, range) {
      assertValidKey(key);
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        const total = result.ContentRange?.split('/')[1];
        return {
          body: result.Body as Readable,
          size: total ? Number(total) : Number(result.ContentLength ?? 0),
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return undefined;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async *list(folder) {
      assertValidKey(folder);
      const pages = paginateListObjectsV2({ client }, { Bucket, Prefix: `${folder}/` });
      for await (const page of pages)
        for (const { Key, LastModified } of page.Contents ?? [])
          if (Key && LastModified) yield { key: Key, writtenAt: LastModified };
    },
    async removeStaleUploads(idleSince) {
      let removed = 0;
      try {
        for await (const upload of unfinishedUploads()) {
          const lastWrite = await lastWriteOf(upload);
          if (lastWrite && lastWrite >= idleSince) continue;
          await client.send(
            new AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
          );
          removed++;
        }
      } catch (error) {
        // Some stores (s3rver among them) cannot list them: a bucket lifecycle rule
        // (AbortIncompleteMultipartUpload) does this there.
        if (error instanceof S3ServiceException && error.name === 'NotImplemented') return removed;
        throw error;
      }
      return removed;
    },
    async isWorking() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch {
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}
