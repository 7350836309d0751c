import { BellOff } from 'lucide-react';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';

export function NotificationRoute() {
  return (
    <>
      <PageHeader
        leading={<BackButton />}
        title="Notifications"
        description="Updates about your orders, wallet and verification."
      />
      <Card>
        <EmptyState icon={BellOff} />
      </Card>
    </>
  );
}
