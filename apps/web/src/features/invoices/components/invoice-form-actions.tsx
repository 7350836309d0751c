import { Eye, Send, Save } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { InvoiceFormValues } from './invoice-form-values';

interface InvoiceFormActionsProps {
  /** The invoice is being saved, as a draft or issued (`submittingAs`). */
  isSubmitting: boolean;
  submittingAs: InvoiceFormValues['status'];
  onPreview: () => void;
  onSubmitAs: (status: InvoiceFormValues['status']) => void;
}

/** Preview, Save as draft and Issue invoice, under the invoice form. */
export function InvoiceFormActions({
  isSubmitting,
  submittingAs,
  onPreview,
  onSubmitAs,
}: InvoiceFormActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-end">
      <p className="mr-auto hidden text-sm text-slate-600 lg:block">
        A draft stays editable. An issued invoice can be sent to the buyer.
      </p>
      <Button variant="secondary" onClick={onPreview} disabled={isSubmitting}>
        <Eye aria-hidden="true" className="size-4" />
        Preview
      </Button>
      <Button
        variant="secondary"
        onClick={() => onSubmitAs('DRAFT')}
        isLoading={isSubmitting && submittingAs === 'DRAFT'}
        disabled={isSubmitting}
      >
        <Save aria-hidden="true" className="size-4" />
        Save as draft
      </Button>
      <Button
        onClick={() => onSubmitAs('ISSUED')}
        isLoading={isSubmitting && submittingAs === 'ISSUED'}
        disabled={isSubmitting}
      >
        <Send aria-hidden="true" className="size-4" />
        Issue invoice
      </Button>
    </div>
  );
}
