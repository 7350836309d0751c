import { useState } from 'react';
import { useRowSelection } from '@/hooks/use-row-selection';

/** The rows a delete asks about: one row (named) from its menu, or the selected rows. */
export interface DeleteTarget {
  ids: string[];
  name?: string;
}

/**
 * A selectable list whose rows can be deleted: the selection of the view (`scope`), the rows the
 * confirmation asks about, and what a completed delete does (they leave the selection, the dialog closes).
 */
export function useRowDeletion(scope: string) {
  const selection = useRowSelection(scope);
  const [target, setTarget] = useState<DeleteTarget | null>(null);
  return {
    selection,
    target,
    askRow: (row: { id: string; name: string }) => setTarget({ ids: [row.id], name: row.name }),
    askSelected: () => setTarget({ ids: selection.selectedIds }),
    cancel: () => setTarget(null),
    deleted: (ids: readonly string[]) => {
      selection.remove(ids);
      setTarget(null);
    },
  };
}
