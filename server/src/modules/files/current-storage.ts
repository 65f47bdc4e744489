import path from 'node:path';
import { readConfig, type Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

/** The storage a configuration names: its S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function storageFromConfig(config: Pick<Config, 'dataDir' | 's3'>): FileStorage {
  return config.s3 ? s3FileStorage(config.s3) : localFileStorage(path.join(config.dataDir, 'files'));
}

let current: FileStorage | null = null;

/**
 * The process's one file storage. The app sets it from its configuration when it starts (files.routes.ts); a job or
 * script that never built the app gets the environment's. Operations (storeFile, readStoredFile) use it, so the
 * reports and mail parts call them with a scope alone.
 */
export function fileStorage(): FileStorage {
  current ??= storageFromConfig(readConfig());
  return current;
}

export function useFileStorage(storage: FileStorage): void {
  current = storage;
}
