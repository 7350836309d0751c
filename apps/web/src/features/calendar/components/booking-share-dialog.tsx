import { Link2 } from 'lucide-react';
import { useCreateOrderLink } from '@/components/share-link/create-order-link';
import { ShareLink } from '@/components/share-link/share-link';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';

/**
 * A booking's page for the buyer (/b/…), from the calendar: a new link made on request (only its hash is
 * kept, so it is shown once), then shared on WhatsApp, copied or emailed to the buyer.
 */
export function BookingShareDialog({
  orderId,
  title,
  buyerEmail,
  onClose,
}: {
  orderId: string;
  title: string;
  buyerEmail?: string;
  onClose: () => void;
}) {
  const create = useCreateOrderLink(orderId);
  const link = create.data;
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? null : onClose())}
      title="Share the booking page"
      description={`${title}: the buyer sees the time, the place or meeting link, and can message you.`}
    >
      <div className="flex flex-col gap-3">
        {link ? (
          <ShareLink
            url={link.url}
            whatsappUrl={link.whatsappUrl}
            email={buyerEmail}
            label="Booking page link"
          />
        ) : (
          <Button
            variant="secondary"
            className="self-start"
            isLoading={create.isPending}
            onClick={() => create.mutate({ page: 'booking' })}
          >
            <Link2 aria-hidden="true" className="size-4" />
            Get booking page link
          </Button>
        )}
        {create.error ? <FormAlert>{create.error.message}</FormAlert> : null}
      </div>
    </Dialog>
  );
}
