import { useParams } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { paths } from '@/config/paths';
import { EditService } from '@/features/services/components/edit-service';

export function EditServiceRoute() {
  const id = useParams().id ?? '';
  return (
    <>
      <PageHeader
        title="Edit service"
        leading={<BackButton fallback={paths.app.services.detail.getHref(id)} />}
      />
      <EditService key={id} id={id} />
    </>
  );
}
