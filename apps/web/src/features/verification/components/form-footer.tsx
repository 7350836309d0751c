import { FormActions } from '@/components/form/form-actions';

interface FormFooterProps {
  onCancel: () => void;
  isSubmitting: boolean;
  /** Save stays disabled until, for example, the document upload has completed. */
  disabled?: boolean;
  disabledReason?: string;
}

/** Cancel and Save at the bottom of each verification form. */
export function FormFooter({ onCancel, isSubmitting, disabled, disabledReason }: FormFooterProps) {
  return (
    <FormActions
      className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center sm:justify-end"
      submitLabel="Save"
      onCancel={onCancel}
      isPending={isSubmitting}
      disabled={disabled}
      note={
        disabled && disabledReason ? (
          <p className="text-xs text-slate-600 sm:mr-auto">{disabledReason}</p>
        ) : null
      }
    />
  );
}
