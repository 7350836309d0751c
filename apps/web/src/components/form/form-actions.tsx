import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface FormActionsProps {
  submitLabel: ReactNode;
  onCancel: () => void;
  /** The request is on its way: the submit button spins (and Cancel waits, unless `cancelWhilePending`). */
  isPending: boolean;
  cancelWhilePending?: boolean;
  /** Submit stays disabled, e.g. until a document upload has completed or something was changed. */
  disabled?: boolean;
  /** Beside the buttons, e.g. why submit is disabled. */
  note?: ReactNode;
  className?: string;
}

/** Cancel and submit at the bottom of a form. */
export function FormActions({
  submitLabel,
  onCancel,
  isPending,
  cancelWhilePending = false,
  disabled,
  note,
  className = 'flex justify-end gap-2',
}: FormActionsProps) {
  return (
    <div className={className}>
      {note}
      <Button variant="secondary" onClick={onCancel} disabled={isPending && !cancelWhilePending}>
        Cancel
      </Button>
      <Button type="submit" isLoading={isPending} disabled={disabled}>
        {submitLabel}
      </Button>
    </div>
  );
}
