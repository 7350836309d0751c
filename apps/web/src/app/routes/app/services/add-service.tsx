import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { CreateService } from '@/features/services/components/create-service';

export function AddServiceRoute() {
  return (
    <>
      <PageHeader
        title="Add service"
        description="Describe what you offer, set a price and the hours buyers can book."
        leading={<BackButton fallback={paths.app.services.list.getHref()} />}
      />
      <CreateService />
    </>
  );
}
