import { useNavigate } from 'react-router';
import { RecordGate } from '@/components/catalogue/record-gate';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useReloadCount } from '@/hooks/use-reload-count';
import { useService } from '../api/get-service';
import { useUpdateService } from '../api/update-service';
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
  // "Reload theirs" refetches, then the form starts again from the stored service.
  const loads = useReloadCount(service.refetch);
  return (
    <RecordGate query={service} noun="service" listHref={paths.app.services.list.getHref()}>
      {(loaded) => (
        <ServiceForm
          key={`${loaded.id}:${loads.count}`}
          defaultValues={serviceToFormValues(loaded)}
          draftKey={`service:${id}`}
          submitLabel="Save changes"
          onSubmit={(body, version) => update.mutateAsync({ id, body, version })}
          onCancel={goBack}
          edit={{ version: loaded.version, onReload: loads.reload }}
        />
      )}
    </RecordGate>
  );
}
