import { Badge } from '@/components/ui/badge';

/** Whether buyers can see a product or service: 'Active' (green) or 'Inactive'. */
export function CatalogueStatusBadge({ status }: { status: string }) {
  return status === 'ACTIVE' ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>;
}
