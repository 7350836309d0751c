import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { DeleteTarget } from './use-row-deletion';

interface DeleteRowsDialogProps {
  target: DeleteTarget | null;
  /** The question, by how many rows are deleted. */
  title: (count: number) => string;
  /** What deleting does, for one named row or for a count of selected ones. */
  description: (target: DeleteTarget) => string;
  onCancel: () => void;
  /** The delete mutation, called with the ids. */
  remove: { isPending: boolean; mutate: (ids: string[]) => void };
}

/** Asks before deleting one row or the selected rows of a list. */
export function DeleteRowsDialog({ target, title, description, onCancel, remove }: DeleteRowsDialogProps) {
  const ids = target?.ids ?? [];
  return (
    <ConfirmDialog
      variant="danger"
      open={target !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title(ids.length)}
      description={description(target ?? { ids })}
      confirmLabel="Delete"
      isLoading={remove.isPending}
      onConfirm={() => remove.mutate(ids)}
    />
  );
}
