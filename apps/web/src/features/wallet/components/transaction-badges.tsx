import type { PaymentStatus } from '@oja/contracts';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const statusTones: Record<PaymentStatus, BadgeTone> = {
  held: 'info',
  pending: 'warning',
  success: 'success',
  failed: 'danger',
  reversed: 'neutral',
  cancelled: 'neutral',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return <Badge tone={statusTones[status] ?? 'neutral'}>{capitalise(status)}</Badge>;
}

export function ActionChip({ action }: { action: 'credit' | 'debit' }) {
  return <Badge tone={action === 'credit' ? 'info' : 'brand'}>{capitalise(action)}</Badge>;
}
