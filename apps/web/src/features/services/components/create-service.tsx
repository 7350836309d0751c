import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useGoBack } from '@/hooks/use-go-back';
import { useCreateService } from '../api/create-service';
import { emptyServiceValues } from './service-form-values';
import { ServiceForm } from './service-form';

/** /services/add-service: a new service, then its page. */
export function CreateService() {
  const navigate = useNavigate();
  const goBack = useGoBack(paths.app.services.list.getHref());
  const create = useCreateService({
    onSuccess: (service) => void navigate(paths.app.services.detail.getHref(service.id), { replace: true }),
  });
  return (
    <ServiceForm
      defaultValues={emptyServiceValues()}
      draftKey="service:new"
      submitLabel="Save service"
      onSubmit={(body) => create.mutateAsync(body)}
      onCancel={goBack}
    />
  );
}
