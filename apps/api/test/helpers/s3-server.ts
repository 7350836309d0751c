import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const TEST_BUCKET = 'oja-media';
/** s3rver's built-in account. */
const KEY = 'S3RVER';

/** What the proxy in front of the store does with each request. */
export type S3Fault =
  /** every request reaches the store */
  | { kind: 'none' }
  /** the store is down: every connection is closed without an answer */
  | { kind: 'down' }
  /** object writes after the first `after` fail with S3's 503 SlowDown; reads and deletes go through */
  | { kind: 'writes-fail'; after: number };

export interface TestS3 {
  /** The app's settings for this store (STORAGE=s3, through the fault proxy). */
  env: Record<string, string>;
  /** Every key in the bucket, e.g. `products/abc…/original.png`. */
  keys(): Promise<string[]>;
  read(key: string): Promise<Buffer>;
  fault(next: S3Fault): void;
  close(): Promise<void>;
}

const slowDown =
  '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Reduce your request rate.</Message></Error>';

/**
 * A real S3-compatible server (s3rver, files in a temporary directory) with the test bucket, behind a
 * small proxy that can fail requests on demand. Both listen on ephemeral loopback ports.
 */
export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'oja-s3-'));
  const store = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port: storePort } = await store.run();
  let current: S3Fault = { kind: 'none' };
  let writes = 0;
  const proxy = http.createServer((request, response) => {
    if (current.kind === 'down') return request.socket.destroy();
    const isObjectWrite = request.method === 'PUT' && !request.url?.includes('?delete');
    if (isObjectWrite && current.kind === 'writes-fail' && ++writes > current.after) {
      request.resume();
      return response.writeHead(503, { 'content-type': 'application/xml' }).end(slowDown);
    }
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: storePort,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.on('data', (chunk: Buffer) => response.write(chunk)).on('end', () => response.end());
      },
    );
    upstream.on('error', () => response.destroy());
    request.on('data', (chunk: Buffer) => upstream.write(chunk)).on('end', () => upstream.end());
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${storePort}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    env: {
      STORAGE: 's3',
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
    read: async (key) => {
      const object = await client.send(new GetObjectCommand({ Bucket: TEST_BUCKET, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    fault: (next) => {
      current = next;
      writes = 0;
    },
    close: async () => {
      client.destroy();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await store.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
