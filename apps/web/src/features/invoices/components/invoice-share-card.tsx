import type { Invoice } from '@oja/contracts';
import { Link2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ShareLink } from '@/components/share-link/share-link';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useCreateInvoiceLink } from '../api/create-invoice-link';

/** A sent invoice with something left to pay has a pay page to share. */
export const canSharePayLink = (invoice: Invoice) =>
  invoice.status === 'ISSUED' && invoice.paymentStatus !== 'PAID' && invoice.amountLeft > 0;

/**
 * "Share the pay link": a link to the invoice's pay page for WhatsApp, to copy or to email, made on
 * request (only its hash is kept, so it is shown once); revoking ends every shared link, not the one
 * the invoice's email carries.
 */
export function InvoiceShareCard({ invoice }: { invoice: Invoice }) {
  const create = useCreateInvoiceLink(invoice.id);
  const [confirming, setConfirming] = useState(false);
  const link = create.data;
  return (
    <Card className="print:hidden">
      <CardHeader title="Share the pay link" description="The buyer pays without an account." />
      <CardContent className="flex flex-col gap-2">
        {link ? (
          <ShareLink
            url={link.url}
            whatsappUrl={link.whatsappUrl}
            email={invoice.email}
            label="Pay link"
            size="sm"
          >
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Revoke link
            </Button>
          </ShareLink>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            isLoading={create.isPending}
            onClick={() => create.mutate({})}
          >
            <Link2 aria-hidden="true" className="size-4" />
            Get pay link
          </Button>
        )}
        {create.error ? <FormAlert>{create.error.message}</FormAlert> : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Revoke the shared pay links?"
          description="Every pay link you have shared from here stops working, and a new one is made. The link in the invoice's email keeps working."
          confirmLabel="Revoke and make a new link"
          variant="danger"
          isLoading={create.isPending}
          onConfirm={() => create.mutate({ revoke: true }, { onSuccess: () => setConfirming(false) })}
        />
      </CardContent>
    </Card>
  );
}
