import path from 'node:path';
import type { Env } from '../../config/env.ts';
import { LocalStorage } from './local-storage.ts';
import { S3Storage } from './s3-storage.ts';
import type { StorageProvider } from './storage.ts';

type StorageEnv = Pick<
  Env,
  | 'STORAGE'
  | 'DATA_DIR'
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'PROVIDER_TIMEOUT_MS'
>;

/**
 * The storage chosen by env: local disk under DATA_DIR/media (the default), or a bucket of an
 * S3-compatible store (STORAGE=s3; loadEnv has already refused a missing bucket or key).
 */
export function createStorage(env: StorageEnv): StorageProvider {
  if (env.STORAGE === 'local') return new LocalStorage(path.join(env.DATA_DIR, 'media'));
  return new S3Storage({
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    timeoutMs: env.PROVIDER_TIMEOUT_MS,
  });
}
