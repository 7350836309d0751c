import { History } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatDateTime } from '@/lib/dates';
import type { FormDraft } from './use-form-draft';

export const LEAVE_TITLE = 'Leave without saving?';
export const LEAVE_DESCRIPTION =
  'Your changes on this page have not been saved. They stay here as a draft if you leave.';

/**
 * What a form with a kept draft shows: a notice when unsaved changes were brought back (with Discard),
 * and the question asked when the user navigates away with changes.
 */
export function DraftControls({ draft }: { draft: FormDraft }) {
  const { blocker } = draft;
  return (
    <>
      {draft.restoredAt ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <span className="flex items-center gap-2">
            <History aria-hidden="true" className="size-4 shrink-0" />
            Your unsaved changes from {formatDateTime(draft.restoredAt)} are back.
          </span>
          <Button variant="ghost" size="sm" onClick={draft.discard}>
            Discard changes
          </Button>
        </div>
      ) : null}
      <Dialog
        open={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        title={LEAVE_TITLE}
        description={LEAVE_DESCRIPTION}
        footer={
          <>
            <Button variant="secondary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </Button>
            <Button variant="danger" onClick={() => blocker.proceed?.()}>
              Leave
            </Button>
          </>
        }
      />
    </>
  );
}
