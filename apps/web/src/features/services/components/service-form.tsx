import {
  MAX_TAGS,
  SERVICE_BUFFER_MINUTES,
  SERVICE_DURATION_MINUTES,
  type ServiceCreateBody,
} from '@oja/contracts';
import { Save } from 'lucide-react';
import { Controller, type Path, useForm, useWatch } from 'react-hook-form';
import { DraftControls } from '@/components/form/draft-controls';
import { EditConflictDialog, useEditConflict } from '@/components/form/edit-conflict-dialog';
import { FormSelectField } from '@/components/form/form-select-field';
import { SelectField } from '@/components/ui/select-field';
import { useFormDraft } from '@/components/form/use-form-draft';
import { MoneyInput } from '@/components/money-input/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import { GalleryUploadField } from '@/components/upload/gallery-upload-field';
import { ImageUploadField } from '@/components/upload/image-upload-field';
import { useUploadsBusy } from '@/components/upload/use-uploads-busy';
import { ApiError } from '@/lib/api-error';
import { currencyDisplay } from '@/lib/format';
import { useServiceCategories } from '../api/get-service-categories';
import { AvailabilityEditor } from './availability-editor';
import { type ServiceFormValues, serviceFormResolver } from './service-form-values';
import { TagsInput } from '@/components/ui/tags-input';

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
  const category = useWatch({ control, name: 'category' });
  const subCategory = useWatch({ control, name: 'subCategory' });
  const subCategories = categories.data?.find((c) => c.name === category)?.subCategories ?? [];

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
    <form
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        void submitWith(false);
      }}
    >
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
            <FormSelectField
              control={control}
              name="category"
              label="Category"
              placeholder={categories.isPending ? 'Loading categories…' : 'Select a category'}
              options={(categories.data ?? []).map((c) => ({ value: c.name, label: c.name }))}
              onValueChange={() => setValue('subCategory', '', { shouldDirty: true })}
            />
            <FormSelectField
              control={control}
              name="subCategory"
              label="Subcategory"
              placeholder={
                subCategory || subCategories.length > 0 ? 'Select a subcategory (optional)' : 'No subcategory'
              }
              options={subCategories.map((s) => ({ value: s.name, label: s.name }))}
              disabled={!subCategory && subCategories.length === 0}
            />
            <Controller
              control={control}
              name="price"
              render={({ field, fieldState }) => (
                <MoneyInput
                  label={`Price (${currencyDisplay().symbol})`}
                  {...field}
                  error={fieldState.error?.message}
                />
              )}
            />
            <SelectField
              label="Status"
              hint="Active services can be booked."
              options={[
                { value: 'ACTIVE', label: 'Active' },
                { value: 'INACTIVE', label: 'Inactive' },
              ]}
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
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name="tags"
                render={({ field, fieldState }) => (
                  <TagsInput
                    label="Tags"
                    value={field.value}
                    onChange={field.onChange}
                    max={MAX_TAGS}
                    placeholder="e.g. portraits"
                    error={fieldState.error?.message}
                  />
                )}
              />
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardHeader title="Images" />
          <CardContent className="flex flex-col gap-5">
            <Controller
              control={control}
              name="image"
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label="Main image"
                  preset="services"
                  value={field.value}
                  onChange={field.onChange}
                  onBusyChange={uploads.track('image')}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="gallery_images"
              render={({ field, fieldState }) => (
                <GalleryUploadField
                  legend="Gallery images"
                  description="Up to 10 photos of your work."
                  preset="services"
                  max={10}
                  value={field.value}
                  onChange={field.onChange}
                  onBusyChange={uploads.track('gallery')}
                  error={fieldState.error?.message}
                />
              )}
            />
          </CardContent>
        </Card>
      </div>
      <AvailabilityEditor form={form} />
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        {uploads.busy ? (
          <p className="mr-auto text-sm text-slate-600">Waiting for the uploads to complete…</p>
        ) : null}
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={uploads.busy} isLoading={isSubmitting}>
          <Save aria-hidden="true" className="size-4" />
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
