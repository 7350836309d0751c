import { Trash2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface SelectionBarProps {
  count: number;
  /** What else can be done with the selected rows, shown from tablet width. */
  hint?: ReactNode;
  /** More buttons for the selected rows, before Clear. */
  actions?: ReactNode;
  onClear: () => void;
  onDelete: () => void;
}

/** Above a table while rows are selected: how many, Clear, and Delete selected. */
export function SelectionBar({ count, hint, actions, onClear, onDelete }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div
      aria-live="polite"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2.5 text-sm"
    >
      <span className="font-medium text-brand-900">{count} selected</span>
      {hint ? <span className="hidden text-brand-800 sm:inline">{hint}</span> : null}
      <div className="ml-auto flex flex-wrap gap-2">
        {actions}
        <Button variant="ghost" size="sm" onClick={onClear}>
          <X aria-hidden="true" className="size-4" />
          Clear
        </Button>
        <Button variant="danger" size="sm" onClick={onDelete}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete selected
        </Button>
      </div>
    </div>
  );
}
