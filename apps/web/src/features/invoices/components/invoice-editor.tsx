import { type Customer, type InvoiceRequest } from '@oja/contracts';
import { History } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForgetDraft } from '@/components/form/use-form-draft';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { InvoiceForm } from './invoice-form';
import type { InvoiceFormValues } from './invoice-form-values';
import {
  clearPreview,
  type PreviewSource,
  previewValuesFor,
  previewVersionFor,
  savePreview,
} from './invoice-preview-storage';

export interface InvoiceEditorProps {
  source: PreviewSource;
  /** Empty values for a new invoice, the saved draft for an edit. */
  initialValues: InvoiceFormValues;
  /** Saves; an edit gets the version to send as If-Match (none: overwrite). */
  onSubmit: (request: InvoiceRequest, version: number | undefined) => Promise<unknown>;
  renderCustomerPicker: (onSelect: (customer: Customer) => void) => ReactNode;
  /** An edit: refetch the invoice and start again from the stored one ("Reload theirs"). */
  onReload?: () => void;
}

/**
 * The invoice form with its preview round trip: Preview stores the form's state (sessionStorage) and opens
 * /invoice/preview; coming back, or reloading, restores it, with an offer to start over.
 */
export function InvoiceEditor({
  source,
  initialValues,
  onSubmit,
  renderCustomerPicker,
  onReload,
}: InvoiceEditorProps) {
  const navigate = useNavigate();
  const [restored, setRestored] = useState(() => previewValuesFor(source));
  // The version the edit was opened on, before the preview round trip if there was one.
  const [openedVersion] = useState(
    () => previewVersionFor(source) ?? (source.kind === 'edit' ? source.version : undefined),
  );
  const draftKey = source.kind === 'new' ? 'invoice:new' : `invoice:${source.id}`;
  const forgetDraft = useForgetDraft();

  const startOver = () => {
    clearPreview();
    forgetDraft(draftKey);
    setRestored(null);
  };

  return (
    <>
      {restored ? (
        <div
          role="status"
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
        >
          <span className="flex items-center gap-2">
            <History aria-hidden="true" className="size-4 shrink-0" />
            Your unsaved changes from the preview are back.
          </span>
          <Button variant="ghost" size="sm" onClick={startOver}>
            Start over
          </Button>
        </div>
      ) : null}
      <InvoiceForm
        key={restored ? 'restored' : 'initial'}
        defaultValues={restored ?? initialValues}
        draftKey={draftKey}
        renderCustomerPicker={renderCustomerPicker}
        onSubmit={async (request, version) => {
          await onSubmit(request, version);
          clearPreview();
        }}
        edit={
          source.kind === 'edit'
            ? {
                version: openedVersion,
                onReload: () => {
                  startOver();
                  onReload?.();
                },
              }
            : undefined
        }
        onPreview={(values) => {
          savePreview({
            source: source.kind === 'edit' ? { ...source, version: openedVersion } : source,
            values,
          });
          void navigate(paths.app.invoice.preview.getHref());
        }}
      />
    </>
  );
}
