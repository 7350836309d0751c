import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
import { LoadFailed } from './load-failed';
import { serviceToFormValues } from './service-form-values';
import { ServiceForm } from './service-form';

/**
 * /services/{id}/edit-service: the service form filled from the service, saved from the version it was
 * opened on (a service changed elsewhere meanwhile offers to reload theirs or overwrite).
 */
export function EditService({ id }: { id: string }) {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.app.services.detail.getHref(id));
  const service = useService(id);
  const update = useUpdateService({
    onSuccess: (saved) => void navigate(paths.app.services.detail.getHref(saved.id), { replace: true }),
  });
  const [loads, setLoads] = useState(0);
  if (service.isPending) return <LoadingState />;
  if (service.isError) return <LoadFailed message={service.error.message} />;
  // "Reload theirs" refetches, then the form starts again from the stored service.
  const reload = async () => {
    await service.refetch();
    setLoads((n) => n + 1);
  };
  return (
    <ServiceForm
      key={`${service.data.id}:${loads}`}
      defaultValues={serviceToFormValues(service.data)}
      draftKey={`service:${id}`}
      submitLabel="Save changes"
      onSubmit={(body, version) => update.mutateAsync({ id, body, version })}
      onCancel={goBack}
      edit={{ version: service.data.version, onReload: () => void reload() }}
    />
  );
}
