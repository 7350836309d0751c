import { messages } from '@oja/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-error';

/** Whether a save was refused because the record changed elsewhere since it was opened (decision 019). */
export const isStaleEdit = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && error.message === messages.staleEdit;

interface EditConflictOptions {
  /**
   * The version of the record the form was opened on (pinned: a background refetch cannot move it);
   * none for a form that creates the record.
   */
  version: number | undefined;
  /** Takes the stored version: refetch the record and start the form again from it. */
  onReloadTheirs?: () => void;
}

/**
 * The one way an edit of a versioned record saves (decision 019): `versionFor(false)` is the version the
 * form was opened on (sent as If-Match), `versionFor(true)` none (overwrite). A save refused as stale
 * (`caught(error, saveOver)`) opens the conflict dialog, rendered with `<EditConflictDialog {...conflict.dialog} />`.
 * The version moves only when the form itself saves or reloads (`continueFrom`), never on a refetch.
 */
export function useEditConflict({ version, onReloadTheirs }: EditConflictOptions) {
  const [baseVersion, setBaseVersion] = useState(version);
  // The refused save, to send again without a version; null while there is no conflict.
  const [overwrite, setOverwrite] = useState<(() => void) | null>(null);
  const close = () => setOverwrite(null);
  return {
    versionFor: (overwrite: boolean) => (overwrite ? undefined : baseVersion),
    /** A form that stays open after a save (or reloads in place) continues from the version it now shows. */
    continueFrom: setBaseVersion,
    /**
     * True, with the dialog opened, when `error` refused a save that started from an older version;
     * "Overwrite with mine" then runs `saveOver` (the same save without a version).
     */
    caught: (error: unknown, saveOver: () => void) => {
      if (!isStaleEdit(error)) return false;
      setOverwrite(() => saveOver);
      return true;
    },
    dialog: {
      open: overwrite !== null,
      onClose: close,
      onReloadTheirs: () => {
        close();
        onReloadTheirs?.();
      },
      onOverwrite: () => {
        close();
        overwrite?.();
      },
    },
  };
}

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
