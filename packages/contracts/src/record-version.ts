import { z } from 'zod';
import { timestamp } from './timestamp.ts';

/**
 * Counts the saves of an editable record (decision 019). An edit sends back the version it was opened
 * on as If-Match; a save that started from an older one is refused with `messages.staleEdit`.
 */
export const recordVersionField = z.number().int().min(1);

/** The If-Match header naming the version an edit started from; none means "overwrite". */
export const ifMatch = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'If-Match': `"${version}"` };

/** The closing fields of every record a merchant edits: when it was made and last saved, and its version. */
export const editableRecordFields = {
  createdAt: timestamp,
  updatedAt: timestamp,
  version: recordVersionField,
};
