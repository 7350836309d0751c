import type { Readable } from 'node:stream';

/** The URL prefix the media route serves every stored file under, whatever the storage. */
export const MEDIA_PREFIX = '/media';

/** What the storage keeps for one file: a public id and the URL it is served at. */
export interface StoredObject {
  public_id: string;
  secure_url: string;
}

/** The address the app serves a stored file at: /media/<public id>/<file name>. */
export const mediaUrl = (publicId: string, fileName: string): StoredObject => ({
  public_id: publicId,
  secure_url: `${MEDIA_PREFIX}/${publicId}/${fileName}`,
});

/** The headers a file is handed over with: its verified type and an attachment disposition. */
export interface Handover {
  contentType: string;
  disposition: string;
}

/**
 * How an allowed viewer receives a file: its bytes streamed by the app, or a redirect to a short-lived
 * address where the store itself serves it with the handover's headers.
 */
export type Delivery = { body: Readable; size: number } | { redirect: string };

/**
 * Object storage shaped on an image host / S3: files are written once under a public id and a file
 * name (the original and its derived versions), and are immutable afterwards.
 */
export interface StorageProvider {
  /** Stores one file of an upload, e.g. (`products/abc`, `original.png`). */
  put(publicId: string, fileName: string, body: Buffer, contentType: string): Promise<StoredObject>;
  /** Hands a stored file to a viewer the caller has allowed; undefined when there is no such file. */
  deliver(publicId: string, fileName: string, handover: Handover): Promise<Delivery | undefined>;
  /** Removes every file of an upload. */
  remove(publicId: string): Promise<void>;
  /** The origin browsers load files from when it is not the app's own (the CSP's img-src), if any. */
  origin(): Promise<string | undefined>;
  close(): Promise<void>;
}

/**
 * The store could not be reached or refused the request (down, timed out, wrong credentials). The
 * operation stopped before anything was recorded, so the caller may answer 503 and the client retry.
 */
export class StorageUnavailable extends Error {
  constructor(operation: string, cause: unknown) {
    super(`Storage unavailable during ${operation}`, { cause });
    this.name = 'StorageUnavailable';
  }
}

/** Public ids are `<preset>/<22 url-safe random characters>`; file names are fixed patterns. */
export const PUBLIC_ID_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]{22}$/;
export const FILE_NAME_PATTERN = /^(?:original\.(?:png|jpg|pdf)|thumb\.webp|w\d{3,4}\.webp)$/;

/** Whether a (public id, file name) pair is one the storage may hold; anything else is never looked up. */
export const isStoredName = (publicId: string, fileName: string) =>
  PUBLIC_ID_PATTERN.test(publicId) && FILE_NAME_PATTERN.test(fileName);
