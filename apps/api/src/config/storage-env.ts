import { z } from 'zod';

/**
 * Where uploaded files are kept: `local` (the default) on disk under DATA_DIR/media, or `s3` in a bucket
 * of any S3-compatible object store (AWS S3, Cloudflare R2, MinIO, Ceph…), reached with the settings below.
 */
export const storageSettings = {
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  /** The store's address (https://<account>.r2.cloudflarestorage.com, http://minio:9000); unset for AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  /** The bucket's region; S3-compatible stores that have none accept `us-east-1` (the default). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Addresses objects as <endpoint>/<bucket>/<key> instead of <bucket>.<endpoint>/<key> (MinIO and most self-hosted stores). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
};

type StorageSettings = z.output<z.ZodObject<typeof storageSettings>>;

/** With STORAGE=s3, every setting the bucket cannot be reached without. */
export function storageProblems(env: StorageSettings): string[] {
  if (env.STORAGE !== 's3') return [];
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  return required.filter((name) => !env[name]).map((name) => `${name}: required when STORAGE=s3`);
}
