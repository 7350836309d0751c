import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestS3, type TestS3 } from './s3-server.ts';
import type { TestApp } from './app.ts';

/** The storages upload and media tests run against: the local disk, and a real S3-compatible server. */
export const STORAGE_KINDS = ['local', 's3'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

type AppWithData = TestApp & { dataDir: string };

/** A file as the viewer's browser ends up receiving it (after following the store's redirect). */
export interface Served {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  rawPayload: Buffer;
  body: string;
  json: () => ReturnType<LightMyRequestResponse['json']>;
  /** The app's 302 to the store, when there was one. */
  redirect?: LightMyRequestResponse;
}

export interface StorageUnderTest {
  kind: StorageKind;
  /** The app's settings for this storage. */
  env: () => Record<string, string>;
  /** Every stored file, as `<public id>/<file name>`. */
  files: (t: AppWithData) => Promise<string[]>;
  read: (t: AppWithData, file: string) => Promise<Buffer>;
  /** GET a /media address with the viewer's headers, following a redirect to the store as a browser does. */
  view: (t: TestApp, url: string, headers?: Record<string, string>) => Promise<Served>;
  /** The S3 server (undefined for the local disk). */
  s3?: TestS3;
}

async function follow(redirect: LightMyRequestResponse): Promise<Served> {
  const answer = await fetch(String(redirect.headers.location));
  const headers: Served['headers'] = {};
  answer.headers.forEach((value, name) => (headers[name] = value));
  const rawPayload = Buffer.from(await answer.arrayBuffer());
  return {
    statusCode: answer.status,
    headers,
    rawPayload,
    body: rawPayload.toString(),
    json: () => JSON.parse(rawPayload.toString()),
    redirect,
  };
}

/**
 * The storage of a `describe.each(STORAGE_KINDS)` block. For S3 it starts the server before the block's
 * tests (call it before the app is built) and stops it after them.
 */
export function storageUnderTest(kind: StorageKind): StorageUnderTest {
  const view: StorageUnderTest['view'] = async (t, url, headers = {}) => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    // The app itself never answers an S3 file's bytes: the owner gets a redirect, anyone else an error.
    if (kind === 's3') expect(res.statusCode, url).not.toBe(200);
    return res.statusCode === 302 ? follow(res) : res;
  };
  if (kind === 'local') {
    const root = (t: AppWithData) => path.join(t.dataDir, 'media');
    return {
      kind,
      env: () => ({}),
      files: async (t) => {
        const entries = await readdir(root(t), { recursive: true, withFileTypes: true }).catch(() => []);
        return entries
          .filter((e) => e.isFile())
          .map((e) => path.relative(root(t), path.join(e.parentPath, e.name)));
      },
      read: (t, file) => readFile(path.join(root(t), file)),
      view,
    };
  }
  const storage: StorageUnderTest = {
    kind,
    env: () => storage.s3!.env,
    files: () => storage.s3!.keys(),
    read: (_t, file) => storage.s3!.read(file),
    view,
  };
  beforeAll(async () => {
    storage.s3 = await startTestS3();
  });
  afterAll(() => storage.s3?.close());
  return storage;
}

/**
 * The headers a served file must carry. Both storages: its verified type, an attachment named after it and
 * a private cache. The app's own answer adds nosniff and a sandboxing CSP; the store's comes from a 302
 * that no cache keeps, to a presigned address valid for 60 seconds.
 */
export function expectHandedOver(served: Served, url: string, contentType?: string) {
  expect(served.statusCode, url).toBe(200);
  if (contentType) expect(served.headers['content-type'], url).toBe(contentType);
  expect(served.headers['content-disposition'], url).toMatch(/^attachment; filename="[\w.-]+"$/);
  expect(served.headers['cache-control'], url).toMatch(/^private, max-age=\d+$/);
  if (served.redirect) {
    expect(served.redirect.headers['cache-control'], url).toBe('private, no-store');
    expect(new URL(String(served.redirect.headers.location)).searchParams.get('X-Amz-Expires'), url).toBe(
      '60',
    );
  } else {
    expect(served.headers['x-content-type-options'], url).toBe('nosniff');
    expect(served.headers['content-security-policy'], url).toContain('sandbox');
  }
}
