import type { Readable } from 'node:stream';

/** What the storage keeps for one file: a public id and the URL it is served at. */
export interface StoredObject {
  public_id: string;
  secure_url: string;
}

export interface OpenedObject {
  body: Readable;
  size: number;
}

/**
 * Object storage shaped on an image host / S3: files are written once under a public id and a file
 * name (the original and its derived versions), and are immutable afterwards.
 */
export interface StorageProvider {
  /** Stores one file of an upload, e.g. (`products/abc`, `original.png`). */
  put(publicId: string, fileName: string, body: Buffer): Promise<StoredObject>;
  /** Opens a stored file for reading; undefined when there is none. */
  open(publicId: string, fileName: string): Promise<OpenedObject | undefined>;
  /** Removes every file of an upload. */
  remove(publicId: string): Promise<void>;
}

/** Public ids are `<preset>/<22 url-safe random characters>`; file names are fixed patterns. */
export const PUBLIC_ID_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{22}$/;
export const FILE_NAME_PATTERN = /^(?:original\.(?:png|jpg|pdf)|thumb\.webp|w\d{3,4}\.webp)$/;
