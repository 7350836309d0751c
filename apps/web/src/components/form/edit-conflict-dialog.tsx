import { messages } from '@oja/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';

/** Whether a save was refused because the record changed elsewhere since it was opened (decision 019). */
export const isStaleEdit = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === messages.staleEdit;

interface EditConflictDialogProps {
  open: boolean;
  onReloadTheirs: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}

/** Offers the two ways out of an edit conflict: take the stored version, or save this one over it. */
export function EditConflictDialog({ open, onReloadTheirs, onOverwrite, onClose }: EditConflictDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title="This was changed elsewhere"
      description={messages.staleEdit}
      footer={
        <>
          <Button variant="secondary" onClick={onReloadTheirs}>
            Reload theirs
          </Button>
          <Button variant="danger" onClick={onOverwrite}>
            Overwrite with mine
          </Button>
        </>
      }
    />
  );
}
