import type { StorageSettings } from '../config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

export function createStorage(settings: StorageSettings): Storage {
  return settings.driver === 'S3' ? createS3Storage(settings.s3) : createLocalStorage(settings.dir);
}
