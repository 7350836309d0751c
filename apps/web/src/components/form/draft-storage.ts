/**
 * Where unsaved form drafts live: localStorage, one entry per signed-in user and form, under a versioned
 * key so that a change of a form's shape (bump DRAFT_FORMAT) never feeds an old draft into a new form.
 * Drafts hold what the user typed and references to images already uploaded; forms that carry secrets
 * (passwords, PINs, OTPs) never use them.
 */
export const DRAFT_FORMAT = 1;
const PREFIX = `oja.draft.v${DRAFT_FORMAT}`;

export interface StoredDraft<TValues, TExtra = undefined> {
  values: TValues;
  /** Form state kept beside the values, e.g. which step of a multi-step form was reached. */
  extra?: TExtra;
  /** The version of the record the edit started from (decision 019), so a restored edit still names it. */
  version?: number;
  savedAt: string;
}

export const draftStorageKey = (userId: string, formKey: string) => `${PREFIX}:${userId}:${formKey}`;

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled by the browser: drafts are simply not kept.
    return null;
  }
};

export function readDraft<TValues, TExtra>(key: string): StoredDraft<TValues, TExtra> | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (parsed && typeof parsed === 'object' && 'values' in parsed)
      return parsed as StoredDraft<TValues, TExtra>;
  } catch {
    // A corrupt entry is dropped below.
  }
  storage()?.removeItem(key);
  return null;
}

export function writeDraft<TValues, TExtra>(
  key: string,
  draft: Omit<StoredDraft<TValues, TExtra>, 'savedAt'>,
) {
  try {
    storage()?.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // Quota exceeded: the draft is not kept, the form itself still works.
  }
}

export const removeDraft = (key: string) => storage()?.removeItem(key);

/** Drops every draft of one user (on logout), or of everyone when no user is given. */
export function removeAllDrafts(userId?: string) {
  const store = storage();
  if (!store) return;
  const prefix = userId ? `${PREFIX}:${userId}:` : `${PREFIX}:`;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(prefix) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}
