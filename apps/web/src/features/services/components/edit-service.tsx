import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { LoadFailed } from './load-failed';
import { serviceToFormValues } from './service-form-values';
import { ServiceForm } from './service-form';

/** /services/{id}/edit-service: the service form filled from the service. */
export function EditService({ id }: { id: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.app.services.detail.getHref(id));
  const service = useService(id);
  const update = useUpdateService({
    onSuccess: (saved) => void navigate(paths.app.services.detail.getHref(saved.id), { replace: true }),
  });
  if (service.isPending) return <LoadingState />;
  if (service.isError) return <LoadFailed message={service.error.message} />;
  return (
    <ServiceForm
      key={service.data.id}
      defaultValues={serviceToFormValues(service.data)}
      draftKey={`service:${id}`}
      submitLabel="Save changes"
      onSubmit={(body) => update.mutateAsync({ id, body })}
      onCancel={goBack}
    />
  );
}
