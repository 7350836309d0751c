import type { Service } from '@oja/contracts';
import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { useDeleteServices } from '../api/delete-services';
import { useService } from '../api/get-service';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed } from './load-failed';
import { ServiceSchedule } from './service-schedule';

function ServiceDetailView({ service }: { service: Service }) {
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useDeleteServices({
    onSuccess: () => void navigate(paths.app.services.list.getHref(), { replace: true }),
  });
  const images = [...(service.image ? [service.image] : []), ...service.gallery_images];
  return (
    <>
      <PageHeader
        title={service.name}
        leading={<BackButton fallback={paths.app.services.list.getHref()} />}
        actions={
          <>
            <Link
              to={paths.app.services.edit.getHref(service.id)}
              className={buttonStyles({ variant: 'secondary' })}
            >
              <Pencil aria-hidden="true" className="size-4" />
              Edit
            </Link>
            <Button variant="danger" onClick={() => setConfirmOpen(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Delete
            </Button>
          </>
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <div className="flex flex-col gap-3">
          {images[0] ? (
            <img
              src={images[0]}
              alt={service.name}
              className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
            />
          ) : (
            <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
              <ImageOff aria-hidden="true" className="size-8" />
              <span className="text-sm">No images yet</span>
            </div>
          )}
          {images.length > 1 ? (
            <ul className="flex flex-wrap gap-2" aria-label="More images">
              {images.slice(1).map((url) => (
                <li key={url}>
                  <img
                    src={url}
                    alt=""
                    loading="lazy"
                    className="size-16 rounded-lg bg-slate-100 object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card>
            <CardContent className="flex flex-col gap-3">
              <div className="flex flex-wrap items-center gap-2">
                {service.status === 'ACTIVE' ? <Badge tone="success">Active</Badge> : <Badge>Inactive</Badge>}
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
      <ConfirmDialog
        variant="danger"
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title="Delete this service?"
        description={`"${service.name}" and its availability will be removed. This cannot be undone.`}
        confirmLabel="Delete"
        isLoading={remove.isPending}
        onConfirm={() => remove.mutate([service.id])}
      />
    </>
  );
}

/** /services/{id}: images, price, categories, description and the weekly availability; Back, Edit, Delete. */
export function ServiceDetail({ id }: { id: string }) {
  const service = useService(id);
  if (service.isPending) return <LoadingState />;
  if (service.isError) {
    return (
      <>
        <PageHeader title="Service" leading={<BackButton fallback={paths.app.services.list.getHref()} />} />
        <LoadFailed message={service.error.message} />
      </>
    );
  }
  return <ServiceDetailView service={service.data} />;
}
