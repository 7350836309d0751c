import type { Service } from '@oja/contracts';
import { useNavigate } from 'react-router';
import { RecordDetailPage } from '@/components/catalogue/record-detail-page';
import { RecordGate } from '@/components/catalogue/record-gate';
import { CatalogueStatusBadge } from '@/components/catalogue/catalogue-status-badge';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useDeleteServices } from '../api/delete-services';
import { useService } from '../api/get-service';
import { ServiceImages } from './service-images';
import { ServiceSchedule } from './service-schedule';

function ServiceDetailView({ service }: { service: Service }) {
  const navigate = useNavigate();
  const remove = useDeleteServices({
    onSuccess: () => void navigate(paths.app.services.list.getHref(), { replace: true }),
  });
  return (
    <RecordDetailPage
      title={service.name}
      listHref={paths.app.services.list.getHref()}
      editHref={paths.app.services.edit.getHref(service.id)}
      confirm={{
        title: 'Delete this service?',
        description: `"${service.name}" and its availability will be removed. This cannot be undone.`,
      }}
      deleting={remove.isPending}
      onDelete={() => remove.mutate([service.id])}
    >
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <ServiceImages service={service} />
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                <CatalogueStatusBadge status={service.status} />
                {service.categories.map((category) => (
                  <Badge key={category.name} tone="brand">
                    {category.name}
                  </Badge>
                ))}
              </div>
              <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
                {formatMoney(service.price, service.currency)}
              </p>
              <p className="text-sm whitespace-pre-line text-slate-700">
                {service.description || 'No description yet.'}
              </p>
              {service.tags.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                  {service.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              ) : null}
            </CardContent>
          </Card>
          <Card>
            <CardHeader title="Weekly availability" />
            <CardContent>
              <p className="mb-3 text-sm text-slate-700">
                Each booking lasts <strong>{service.durationMinutes} minutes</strong>
                {service.bufferMinutes > 0
                  ? `, with ${service.bufferMinutes} minutes kept free around it`
                  : ''}
                .
              </p>
              <ServiceSchedule slots={service.availableSchedule} />
            </CardContent>
          </Card>
        </div>
      </div>
    </RecordDetailPage>
  );
}

/** /services/{id}: images, price, categories, description and the weekly availability; Back, Edit, Delete. */
export function ServiceDetail({ id }: { id: string }) {
  const service = useService(id);
  return (
    <RecordGate query={service} noun="service" listHref={paths.app.services.list.getHref()} title="Service">
      {(service) => <ServiceDetailView service={service} />}
    </RecordGate>
  );
}
