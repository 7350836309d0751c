import { Undo2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { undoBulkEdit, useBulkEditWrite } from '../api/bulk-edit';
import type { useSessionBulkEdits } from './use-session-bulk-edits';

/** After a bulk edit of this session: how many products it changed, and Undo. */
export function BulkUndoBar({ edits }: { edits: ReturnType<typeof useSessionBulkEdits> }) {
  const undo = useBulkEditWrite(undoBulkEdit);
  const latest = edits.latest;
  if (!latest) return null;
  const onUndo = () =>
    undo.mutate(latest.id, {
      onSuccess: (result) => {
        edits.removed(latest.id);
        toast.success(`Bulk edit undone: ${result.count} product${result.count === 1 ? '' : 's'} restored`);
      },
      onError: () => edits.removed(latest.id),
    });
  return (
    <div
      aria-live="polite"
      className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-2.5 text-sm"
    >
      <span className="text-slate-800">
        Bulk edit applied to {latest.count} product{latest.count === 1 ? '' : 's'}.
      </span>
      <div className="ml-auto flex gap-2">
        <Button variant="ghost" size="sm" onClick={() => edits.removed(latest.id)}>
          Dismiss
        </Button>
        <Button variant="secondary" size="sm" isLoading={undo.isPending} onClick={onUndo}>
          <Undo2 aria-hidden="true" className="size-4" />
          Undo
        </Button>
      </div>
    </div>
  );
}
