/* eslint-disable security/detect-non-literal-fs-filename -- every path comes from pathOf(), which accepts only PUBLIC_ID_PATTERN and FILE_NAME_PATTERN names under the storage root */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type Delivery,
  FILE_NAME_PATTERN,
  isStoredName,
  mediaUrl,
  PUBLIC_ID_PATTERN,
  type StorageProvider,
  type StoredObject,
} from './storage.ts';

/**
 * Files on the local disk under `root` (DATA_DIR/media), served by the app at /media/<public id>/<file>.
 * Writes go to a temporary name first and are renamed into place, so a reader never sees half a file.
 * Files are streamed by the app itself, which sets their headers (modules/uploads/media-routes.ts).
 */
export class LocalStorage implements StorageProvider {
  constructor(private readonly root: string) {}

  private pathOf(publicId: string, fileName?: string): string {
    if (!PUBLIC_ID_PATTERN.test(publicId)) throw new Error(`Invalid public id: ${publicId}`);
    if (fileName !== undefined && !FILE_NAME_PATTERN.test(fileName))
      throw new Error(`Invalid file name: ${fileName}`);
    return path.join(this.root, publicId, fileName ?? '');
  }

  async put(publicId: string, fileName: string, body: Buffer): Promise<StoredObject> {
    const target = this.pathOf(publicId, fileName);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, body, { mode: 0o644 });
    await rename(temporary, target);
    return mediaUrl(publicId, fileName);
  }

  async deliver(publicId: string, fileName: string): Promise<Delivery | undefined> {
    if (!isStoredName(publicId, fileName)) return undefined;
    const file = this.pathOf(publicId, fileName);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: createReadStream(file), size: info.size };
  }

  async remove(publicId: string): Promise<void> {
    await rm(this.pathOf(publicId), { recursive: true, force: true });
  }

  async origin(): Promise<undefined> {
    return undefined;
  }

  async close(): Promise<void> {}
}
