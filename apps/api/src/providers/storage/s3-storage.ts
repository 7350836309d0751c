import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  type Delivery,
  type Handover,
  isStoredName,
  mediaUrl,
  PUBLIC_ID_PATTERN,
  type StorageProvider,
  type StoredObject,
  StorageUnavailable,
} from './storage.ts';

export interface S3Settings {
  bucket: string;
  /** Any S3-compatible store; unset for AWS itself (the region then picks the address). */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  /** How long one call to the store may take (PROVIDER_TIMEOUT_MS). */
  timeoutMs: number;
  /** How long a presigned address stays valid. */
  urlSeconds?: number;
}

/** Short enough that a copied address is useless a minute later, long enough for a slow first byte. */
export const PRESIGNED_URL_SECONDS = 60;

/** The AWS SDK marks a missing object with 404 (HeadObject answers `NotFound`, with no body to name it). */
const isMissing = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Files in a bucket of any S3-compatible store, under the key `<public id>/<file name>`. The bucket stays
 * private: the media route checks who may see a file, then redirects to a presigned GET that the store
 * answers with the file's verified type and an attachment disposition (decision 033).
 * API used (AWS SDK for JavaScript v3): PutObject, HeadObject, ListObjectsV2 (paged by
 * NextContinuationToken), DeleteObjects (at most 1,000 keys a call, which a list page never exceeds), and
 * getSignedUrl from @aws-sdk/s3-request-presigner —
 * https://www.npmjs.com/package/@aws-sdk/s3-request-presigner,
 * https://docs.aws.amazon.com/AmazonS3/latest/API/API_DeleteObjects.html,
 * https://docs.aws.amazon.com/AmazonS3/latest/API/API_ListObjectsV2.html.
 */
export class S3Storage implements StorageProvider {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly urlSeconds: number;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.urlSeconds = settings.urlSeconds ?? PRESIGNED_URL_SECONDS;
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestHandler: {
        connectionTimeout: settings.timeoutMs,
        requestTimeout: settings.timeoutMs,
        throwOnRequestTimeout: true,
      },
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer defaults.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private async call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw new StorageUnavailable(operation, error);
    }
  }

  async put(publicId: string, fileName: string, body: Buffer, contentType: string): Promise<StoredObject> {
    if (!isStoredName(publicId, fileName)) throw new Error(`Invalid stored name: ${publicId}/${fileName}`);
    const command = new PutObjectCommand({
      Bucket: this.bucket,
      Key: `${publicId}/${fileName}`,
      Body: body,
      ContentType: contentType,
    });
    await this.call('put', () => this.client.send(command));
    return mediaUrl(publicId, fileName);
  }

  async deliver(publicId: string, fileName: string, handover: Handover): Promise<Delivery | undefined> {
    if (!isStoredName(publicId, fileName)) return undefined;
    const Key = `${publicId}/${fileName}`;
    const head = new HeadObjectCommand({ Bucket: this.bucket, Key });
    const found = await this.client.send(head).then(
      () => true,
      (error: unknown) => (isMissing(error) ? false : Promise.reject(new StorageUnavailable('head', error))),
    );
    if (!found) return undefined;
    const get = new GetObjectCommand({
      Bucket: this.bucket,
      Key,
      ResponseContentType: handover.contentType,
      ResponseContentDisposition: handover.disposition,
      ResponseCacheControl: `private, max-age=${this.urlSeconds}`,
    });
    return { redirect: await getSignedUrl(this.client, get, { expiresIn: this.urlSeconds }) };
  }

  async remove(publicId: string): Promise<void> {
    if (!PUBLIC_ID_PATTERN.test(publicId)) throw new Error(`Invalid public id: ${publicId}`);
    let ContinuationToken: string | undefined;
    do {
      const list = new ListObjectsV2Command({
        Bucket: this.bucket,
        Prefix: `${publicId}/`,
        ContinuationToken,
      });
      const page = await this.call('list', () => this.client.send(list));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
      if (keys.length) {
        const remove = new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys, Quiet: true },
        });
        const result = await this.call('delete', () => this.client.send(remove));
        if (result.Errors?.length) throw new StorageUnavailable('delete', result.Errors[0]);
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /** Where presigned addresses point: presigning is computed locally, so this asks nothing of the store. */
  async origin(): Promise<string> {
    const probe = new GetObjectCommand({ Bucket: this.bucket, Key: 'origin' });
    return new URL(await getSignedUrl(this.client, probe, { expiresIn: this.urlSeconds })).origin;
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
