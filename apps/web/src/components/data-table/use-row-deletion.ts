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
    /** The table's `selection`. */
    tableSelection: { selectedIds: selection.selectedIds, onChange: selection.setSelectedIds },
    /** The SelectionBar's count, Clear and Delete selected. */
    bar: {
      count: selection.selectedIds.length,
      onClear: selection.clear,
      onDelete: () => setTarget({ ids: selection.selectedIds }),
    },
    /** The DeleteRowsDialog's question and its Cancel. */
    dialog: { target, onCancel: () => setTarget(null) },
    /** A row menu's Delete. */
    askRow: (row: { id: string; name: string }) => setTarget({ ids: [row.id], name: row.name }),
    /** A delete's onSuccess: the rows leave the selection and the dialog closes. */
    deleted: (ids: readonly string[]) => {
      selection.remove(ids);
      setTarget(null);
    },
  };
}
