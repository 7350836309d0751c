import { Badge } from '@/components/ui/badge';
import type { HelpdeskTicket } from '../types';

/** 'open' waits for support; 'answered' waits for the merchant. */
export function TicketStatusBadge({ status }: { status: HelpdeskTicket['status'] }) {
  return status === 'answered' ? (
    <Badge tone="success">Answered</Badge>
  ) : (
    <Badge tone="warning">Awaiting support</Badge>
  );
}
