import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  S3Client,
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

/** Any S3-compatible object store, through the official SDK. */
export function createS3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const Bucket = settings.bucket;

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
