import type { Order, PublicLinkBody } from '@oja/contracts';
import { Copy, Link2, MessageCircle, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { toast } from '@/lib/toast';
import { useCreateOrderLink } from '../api/create-order-link';

type Page = PublicLinkBody['page'];
const LABELS: Record<Page, string> = {
  tracking: 'Tracking page',
  receipt: 'Receipt',
  booking: 'Booking page',
};

/** The buyer's pages this order has: tracking always, the receipt once paid, the booking for a service. */
const pagesOf = (order: Order): Page[] => [
  order.type === 'SERVICE' ? 'booking' : 'tracking',
  ...(order.paymentStatus === 'paid' ? (['receipt'] as const) : []),
];

function PageLink({ order, page }: { order: Order; page: Page }) {
  const create = useCreateOrderLink(order.id);
  const [confirming, setConfirming] = useState(false);
  const link = create.data;
  const copy = () =>
    void navigator.clipboard?.writeText(link!.url).then(
      () => toast.success('Link copied'),
      () => toast.error('Could not copy the link'),
    );
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <p className="text-sm font-medium text-slate-800">{LABELS[page]}</p>
      {link ? (
        <>
          <input
            aria-label={`${LABELS[page]} link`}
            readOnly
            value={link.url}
            className="h-10 min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
          />
          <div className="flex flex-wrap gap-2">
            <a
              className={buttonStyles({ size: 'sm' })}
              href={link.whatsappUrl}
              target="_blank"
              rel="noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              Share on WhatsApp
            </a>
            <Button size="sm" variant="secondary" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" />
              Copy link
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Revoke link
            </Button>
          </div>
        </>
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
