import { FileSearch, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { valuesToDocument } from './invoice-form-values';
import { InvoiceDocument } from './invoice-document';
import { type PreviewSource, readPreview } from './invoice-preview-storage';

const editorHref = (source: PreviewSource) =>
  source.kind === 'edit' ? paths.app.invoice.edit.getHref(source.id) : paths.app.invoice.add.getHref();

function BackToEditing({ source }: { source: PreviewSource }) {
  const goBack = useGoBack(editorHref(source));
  return (
    <Button variant="secondary" onClick={goBack}>
      <Pencil aria-hidden="true" className="size-4" />
      Back to editing
    </Button>
  );
}

/**
 * /invoice/preview: the invoice as the buyer will see it, built from the form's current state (kept in
 * sessionStorage, so a reload still shows it). Without a stored form it says there is nothing to preview.
 */
export function InvoicePreview({ merchantName }: { merchantName: string }) {
  const [stored] = useState(readPreview);

  if (!stored) {
    return (
      <>
        <PageHeader
          title="Invoice preview"
          leading={<BackButton fallback={paths.app.invoice.list.getHref()} />}
        />
        <Card>
          <EmptyState
            icon={FileSearch}
            title="Nothing to preview"
            description="Fill in an invoice and choose Preview to see it as your buyer will."
            action={
              <Link to={paths.app.invoice.add.getHref()} className={buttonStyles()}>
                Create invoice
              </Link>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title="Invoice preview"
        description="This is what your buyer will see. Nothing has been saved or sent yet."
        actions={<BackToEditing source={stored.source} />}
      />
      <InvoiceDocument
        {...valuesToDocument(stored.values, merchantName)}
        invoiceNumber={stored.source.kind === 'edit' ? stored.source.invoiceNumber : null}
        status={<Badge>Preview</Badge>}
      />
    </>
  );
}
