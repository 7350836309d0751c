import type { UploadPreset } from '@oja/contracts';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { GalleryUploadField } from '@/components/upload/gallery-upload-field';
import { ImageUploadField } from '@/components/upload/image-upload-field';

interface CatalogueImagesCardProps<T extends FieldValues, C, O extends FieldValues> {
  control: Control<T, C, O>;
  /** The main image's field and the gallery's. */
  names: { image: Path<T>; gallery: Path<T> };
  preset: UploadPreset;
  description?: string;
  galleryDescription: string;
  galleryMax: number;
  /** Reports each upload's progress, so Save stays disabled until every upload is complete. */
  track: (key: string) => (busy: boolean) => void;
}

/** The main image (its thumbnail shows in the list) and the gallery of a product or service. */
export function CatalogueImagesCard<T extends FieldValues, C, O extends FieldValues>({
  control,
  names,
  preset,
  description,
  galleryDescription,
  galleryMax,
  track,
}: CatalogueImagesCardProps<T, C, O>) {
  return (
    <Card>
      <CardHeader title="Images" description={description} />
      <CardContent className="flex flex-col gap-5">
        <Controller
          control={control}
          name={names.image}
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Main image"
              preset={preset}
              value={field.value}
              onChange={field.onChange}
              onBusyChange={track('image')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name={names.gallery}
          render={({ field, fieldState }) => (
            <GalleryUploadField
              legend="Gallery images"
              description={galleryDescription}
              preset={preset}
              max={galleryMax}
              value={field.value}
              onChange={field.onChange}
              onBusyChange={track('gallery')}
              error={fieldState.error?.message ?? fieldState.error?.root?.message}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
