import type { Order, PublicLinkBody } from '@oja/contracts';
import { Link2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { useCreateOrderLink } from '@/components/share-link/create-order-link';
import { ShareLink } from '@/components/share-link/share-link';

type Page = PublicLinkBody['page'];
const LABELS: Record<Page, string> = {
  tracking: 'Tracking page',
  receipt: 'Receipt',
  booking: 'Booking page',
};

/** Payment states in which the buyer has paid something, so a receipt exists. */
const PAID = new Set<string>(['partially_paid', 'paid', 'partially_refunded', 'refunded']);

/** The buyer's pages this order has: tracking always, the receipt once paid, the booking for a service. */
const pagesOf = (order: Order): Page[] => [
  order.type === 'SERVICE' ? 'booking' : 'tracking',
  ...(PAID.has(order.paymentStatus) ? (['receipt'] as const) : []),
];

function PageLink({ order, page }: { order: Order; page: Page }) {
  const create = useCreateOrderLink(order.id);
  const [confirming, setConfirming] = useState(false);
  const link = create.data;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{LABELS[page]}</p>
      {link ? (
        <ShareLink
          url={link.url}
          whatsappUrl={link.whatsappUrl}
          email={order.email}
          label={`${LABELS[page]} link`}
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
          isLoading={create.isPending}
          onClick={() => create.mutate({ page })}
        >
          <Link2 aria-hidden="true" className="size-4" />
          Get {LABELS[page].toLowerCase()} link
        </Button>
      )}
      {create.isError ? <FormAlert>Could not make the link. Try again.</FormAlert> : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Revoke the ${LABELS[page].toLowerCase()} links?`}
        description="Every link to this page you have shared stops working, and a new one is made."
        confirmLabel="Revoke and make a new link"
        variant="danger"
        isLoading={create.isPending}
        onConfirm={() => create.mutate({ page, revoke: true }, { onSuccess: () => setConfirming(false) })}
      />
    </div>
  );
}

/** "Share with the buyer": a link to each of the order's public pages, for WhatsApp or to copy. */
export function ShareLinks({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title="Share with the buyer" as="h3" description="Links open without an account." />
      <CardContent className="flex flex-col gap-4">
        {pagesOf(order).map((page) => (
          <PageLink key={page} order={order} page={page} />
        ))}
      </CardContent>
    </Card>
  );
}
