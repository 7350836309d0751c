import type { Executor } from '../../db/client.ts';
import { MEDIA_PREFIX } from '../../providers/storage/storage.ts';
import { type UploadRow, uploadRepository } from './upload-repository.ts';

/**
 * A reference to an upload as clients send it: the public id, the secure_url, or the secure_url made
 * absolute (https://host/media/…). Returns the form stored in the table.
 */
export function normalizeUploadRef(ref: string): string {
  const trimmed = ref.trim();
  const at = trimmed.indexOf(`${MEDIA_PREFIX}/`);
  return at > 0 && /^https?:\/\//i.test(trimmed) ? trimmed.slice(at) : trimmed;
}

/**
 * For other features: the caller's own uploads among `refs`, keyed by each ref as given. A ref that is
 * missing or another merchant's is simply absent from the map.
 */
export async function findOwnUploads(
  db: Executor,
  merchantId: string,
  refs: string[],
): Promise<Map<string, UploadRow>> {
  const normalized = [...new Set(refs.map(normalizeUploadRef))];
  const rows = await uploadRepository.findOwn(db, merchantId, normalized);
  const found = new Map<string, UploadRow>();
  for (const ref of refs) {
    const key = normalizeUploadRef(ref);
    const row = rows.find((r) => r.publicId === key || r.secureUrl === key);
    if (row) found.set(ref, row);
  }
  return found;
}

/** For other features: the caller's own upload behind one ref, or undefined. */
export async function findOwnUpload(
  db: Executor,
  merchantId: string,
  ref: string,
): Promise<UploadRow | undefined> {
  return (await findOwnUploads(db, merchantId, [ref])).get(ref);
}

/** The `srcset` of an image upload: its responsive versions and the original at its own width. */
export function srcsetOf(upload: UploadRow): string | null {
  if (upload.kind !== 'image') return null;
  const entries = upload.variants.map((v) => `${v.url} ${v.width}w`);
  if (upload.width) entries.push(`${upload.secureUrl} ${upload.width}w`);
  return entries.join(', ');
}
