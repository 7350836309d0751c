import type { BulkEditResult } from '@oja/contracts';
import { useState } from 'react';

const KEY = 'oja.products.bulk-edits';

/** A bulk edit applied in this browser session, newest last, offered for undo until the session ends. */
export interface SessionBulkEdit {
  id: string;
  count: number;
}

const read = (): SessionBulkEdit[] => {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as SessionBulkEdit[]) : [];
  } catch {
    return [];
  }
};

/** The bulk edits of this session that can still be undone, kept in sessionStorage across screens. */
export function useSessionBulkEdits() {
  const [edits, setEdits] = useState(read);
  const save = (next: SessionBulkEdit[]) => {
    sessionStorage.setItem(KEY, JSON.stringify(next));
    setEdits(next);
  };
  return {
    latest: edits.at(-1),
    added: (result: BulkEditResult) => save([...read(), { id: result.id, count: result.count }].slice(-10)),
    removed: (id: string) => save(read().filter((edit) => edit.id !== id)),
  };
}
