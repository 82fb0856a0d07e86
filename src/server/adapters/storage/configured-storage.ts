import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage } from './storage';

/** The S3 bucket when S3_BUCKET is set, else DATA_DIR/uploads (served by the app at /uploads/). */
export function createConfiguredStorage(config: Config): Storage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(localUploadsDir(config));
}

export function localUploadsDir(config: Config): string {
  return path.join(config.dataDir, 'uploads');
}
