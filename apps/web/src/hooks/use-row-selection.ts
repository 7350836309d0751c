import { useState } from 'react';

/**
 * The selected rows of one list view. A selection belongs to the view it was made in (`scope`, e.g. the
 * tab): switching views starts with nothing selected, so hidden rows are never acted on.
 */
export function useRowSelection(scope: string) {
  const [selection, setSelection] = useState<{ scope: string; ids: string[] }>({ scope, ids: [] });
  const selectedIds = selection.scope === scope ? selection.ids : [];
  return {
    selectedIds,
    setSelectedIds: (ids: string[]) => setSelection({ scope, ids }),
    clear: () => setSelection({ scope, ids: [] }),
    remove: (ids: readonly string[]) =>
      setSelection((current) => ({ ...current, ids: current.ids.filter((id) => !ids.includes(id)) })),
  };
}
