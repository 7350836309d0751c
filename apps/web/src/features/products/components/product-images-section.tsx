import { MAX_GALLERY_IMAGES } from '@oja/contracts';
import { Controller } from 'react-hook-form';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { GalleryUploadField } from '@/components/upload/gallery-upload-field';
import { ImageUploadField } from '@/components/upload/image-upload-field';
import type { ProductForm } from './product-form-values';

interface ProductImagesSectionProps {
  form: ProductForm;
  /** Reports each upload's progress, so Save stays disabled until every upload is complete. */
  track: (key: string) => (busy: boolean) => void;
}

/** The main image (its thumbnail shows in the list) and up to 10 gallery images: jpg, jpeg or png. */
export function ProductImagesSection({ form, track }: ProductImagesSectionProps) {
  const { control } = form;
  return (
    <Card>
      <CardHeader title="Images" description="Clear photos on a plain background sell best." />
      <CardContent className="flex flex-col gap-5">
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageUploadField
              label="Main image"
              preset="products"
              value={field.value}
              onChange={field.onChange}
              onBusyChange={track('image')}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="gallery_image"
          render={({ field, fieldState }) => (
            <GalleryUploadField
              legend="Gallery images"
              description={`Up to ${MAX_GALLERY_IMAGES} more photos.`}
              preset="products"
              max={MAX_GALLERY_IMAGES}
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
