import { SERVICE_BUFFER_MINUTES, SERVICE_DURATION_MINUTES, type ServiceCreateBody } from '@oja/contracts';
import { type Path, useForm } from 'react-hook-form';
import { Form } from '@/components/form/form';
import { SaveButton } from '@/components/form/save-button';
import { CatalogueImagesCard } from '@/components/catalogue/catalogue-images-card';
import { PriceField, StatusField, TagsField } from '@/components/catalogue/catalogue-fields';
import { CategoryFields } from '@/components/catalogue/category-fields';
import { DraftControls } from '@/components/form/draft-controls';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { useFormDraft } from '@/components/form/use-form-draft';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { useUploadsBusy } from '@/components/upload/use-uploads-busy';
import { ApiError } from '@/lib/api-error';
import { useServiceCategories } from '../api/get-service-categories';
import { AvailabilityEditor } from './availability-editor';
import { type ServiceFormValues, serviceFormResolver } from './service-form-values';

interface ServiceFormProps {
  defaultValues: ServiceFormValues;
  /** Names the unsaved draft kept across reloads, e.g. 'service:new'. */
  draftKey: string;
  submitLabel: string;
  /**
   * Creates or updates the service; a rejection's field errors land on the fields. An edit gets the
   * version to send as If-Match (none: overwrite).
   */
  onSubmit: (body: ServiceCreateBody, version: number | undefined) => Promise<unknown>;
  onCancel: () => void;
  /** An edit: the service's version when the form opened, and how to start again from the stored one. */
  edit?: { version: number; onReload: () => void };
}

/** A service: details, price and status, images and the weekly availability. */
export function ServiceForm({
  defaultValues,
  draftKey,
  submitLabel,
  onSubmit,
  onCancel,
  edit,
}: ServiceFormProps) {
  const form = useForm<ServiceFormValues, unknown, ServiceCreateBody>({
    resolver: serviceFormResolver,
    defaultValues,
    mode: 'onTouched',
  });
  const { register, control, setValue, setError, handleSubmit, formState } = form;
  const { errors, isSubmitting } = formState;
  const draft = useFormDraft(form, { formKey: draftKey, version: edit?.version });
  const uploads = useUploadsBusy();
  const categories = useServiceCategories();

  const conflict = useEditConflict({
    version: draft.openedVersion,
    onReloadTheirs: () => {
      draft.discard();
      edit?.onReload();
    },
  });
  const submitWith = (overwrite: boolean) =>
    handleSubmit(async (body) => {
      try {
        await draft.saving(() => onSubmit(body, conflict.versionFor(overwrite)));
      } catch (error) {
        // The message is toasted by the query client; field errors go on their fields.
        if (conflict.caught(error, () => void submitWith(true)) || !(error instanceof ApiError)) return;
        for (const fieldError of error.errors) {
          const path = fieldError.path.replace(/^body\./, '');
          if (path !== fieldError.path)
            setError(path as Path<ServiceFormValues>, { type: 'server', message: fieldError.message });
        }
      }
    })();

  return (
    <Form className="flex flex-col gap-6" onSubmit={() => void submitWith(false)}>
      <DraftControls draft={draft} />
      <EditConflictDialog {...conflict.dialog} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <Card>
          <CardHeader title="Service details" />
          <CardContent className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <TextField
              label="Service name"
              className="sm:col-span-2"
              autoComplete="off"
              error={errors.name?.message}
              {...register('name')}
            />
            <TextAreaField
              label="Description"
              className="sm:col-span-2"
              rows={4}
              error={errors.description?.message}
              {...register('description')}
            />
            <CategoryFields
              control={control}
              categories={categories.data?.map((c) => ({
                name: c.name,
                subCategories: c.subCategories.map((sub) => sub.name),
              }))}
              isPending={categories.isPending}
              onCategoryChange={() => setValue('subCategory', '', { shouldDirty: true })}
            />
            <PriceField control={control} name="price" />
            <StatusField
              hint="Active services can be booked."
              error={errors.status?.message}
              {...register('status')}
            />
            <TextField
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={SERVICE_DURATION_MINUTES.min}
              max={SERVICE_DURATION_MINUTES.max}
              step={5}
              hint="How long one booking lasts; a full day is 480."
              error={errors.durationMinutes?.message}
              {...register('durationMinutes')}
            />
            <TextField
              label="Buffer between bookings (minutes)"
              type="number"
              inputMode="numeric"
              min={SERVICE_BUFFER_MINUTES.min}
              max={SERVICE_BUFFER_MINUTES.max}
              step={5}
              hint="Kept free before and after each booking."
              error={errors.bufferMinutes?.message}
              {...register('bufferMinutes')}
            />
            <TagsField control={control} name="tags" placeholder="e.g. portraits" />
          </CardContent>
        </Card>
        <CatalogueImagesCard
          control={control}
          names={{ image: 'image', gallery: 'gallery_images' }}
          preset="services"
          galleryDescription="Up to 10 photos of your work."
          galleryMax={10}
          track={uploads.track}
        />
      </div>
      <AvailabilityEditor form={form} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {uploads.busy ? (
          <p className="mr-auto text-sm text-slate-600">Waiting for the uploads to complete…</p>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <SaveButton isSaving={isSubmitting} disabled={uploads.busy}>
          {submitLabel}
        </SaveButton>
      </div>
    </Form>
  );
}
