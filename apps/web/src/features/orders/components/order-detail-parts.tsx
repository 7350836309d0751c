import { displayOrderId, type Order } from '@oja/contracts';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatDateTime } from '@/lib/dates';
import { OrderBackButton } from './order-gate';
import { OrderStatusChip } from './order-status-chip';
import type { StatusLook } from './order-rules';

interface OrderHeaderProps {
  order: Order;
  look: StatusLook;
  onBack: () => void;
  /** h1 on the order's own page, h2 inside the Orders tab. */
  headingLevel: 'h1' | 'h2';
  actions?: ReactNode;
}

/** Back button, '#ORD-xxxxx' with its status, when it was placed and its reference; the actions on the right. */
export function OrderHeader({ order, look, onBack, headingLevel: Heading, actions }: OrderHeaderProps) {
  return (
    <div className="flex flex-col gap-3">
      <OrderBackButton onBack={onBack} />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <Heading className="text-xl font-semibold tracking-tight text-slate-900 tabular-nums">
              Order {displayOrderId(order.id)}
            </Heading>
            <OrderStatusChip look={look} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            Placed {formatDateTime(order.orderedAt || order.createdAt)}
            <span aria-hidden="true"> · </span>
            Reference{' '}
            <span className="font-medium whitespace-nowrap text-slate-800">{order.orderReference}</span>
          </p>
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}

/** A label and its value in a definition list. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children || '—'}</dd>
    </div>
  );
}

/** Who ordered: name, email and phone, each a link. */
export function BuyerCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title="Buyer" as="h3" />
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Fact label="Name">{order.delivery_name}</Fact>
          <Fact label="Email">
            <a
              href={`mailto:${order.email}`}
              className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-3.5" />
              {order.email}
            </a>
          </Fact>
          <Fact label="Phone">
            <a
              href={`tel:${order.phone.replace(/\s+/g, '')}`}
              className="inline-flex items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-3.5" />
              {order.phone}
            </a>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}

/** Where the order goes: the address, the buyer's note and the delivery type. */
export function DeliveryCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title="Delivery" as="h3" />
      <CardContent>
        <dl className="flex flex-col gap-3">
          <Fact label="Address">{order.delivery_address}</Fact>
          <Fact label="Delivery type">
            <span className="capitalize">{order.deliveryType}</span>
          </Fact>
          <Fact label="Note from the buyer">{order.delivery_note}</Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
