import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { RequestStatus } from '../types';

const look: Record<RequestStatus, { tone: BadgeTone; text: string }> = {
  pending: { tone: 'warning', text: 'Pending' },
  accepted: { tone: 'success', text: 'Accepted' },
  declined: { tone: 'danger', text: 'Declined' },
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const { tone, text } = look[status];
  return <Badge tone={tone}>{text}</Badge>;
}
