import { messages } from '@oja/contracts';
import { z } from 'zod';
import { AppError, badRequest } from './app-error.ts';

/** The request header an editable record's route declares (documented in OpenAPI; other headers pass). */
export const ifMatchHeaders = z.looseObject({
  'if-match': z.string().optional().describe('The version of the record this edit started from, e.g. "3".'),
});

/**
 * Optimistic concurrency for editable records (decision 019). A record carries an integer `version`,
 * raised by every save. An edit names the version it started from in `If-Match` ("3", 3 or W/"3");
 * the UPDATE applies only where the stored version still matches, in the same statement, so of two
 * edits from one version exactly one wins and the other gets 409 with the current version as ETag.
 * An edit without If-Match is applied as the latest word (SPEC §7 clients send none).
 */
export function expectedVersion(ifMatch: string | string[] | undefined): number | undefined {
  if (ifMatch === undefined) return undefined;
  const value = Array.isArray(ifMatch) ? ifMatch[0] : ifMatch;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(value ?? '');
  if (!match?.[1])
    throw badRequest(messages.badIfMatch, [{ path: 'headers.if-match', message: messages.badIfMatch }]);
  return Number(match[1]);
}

/** The answer to an edit that started from an older version: 409, naming the current one. */
export const staleEdit = (currentVersion: number) =>
  new AppError('CONFLICT', messages.staleEdit, undefined, { etag: `"${currentVersion}"` });
