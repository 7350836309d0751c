import { MAX_GALLERY_IMAGES } from '@oja/contracts';
import { CatalogueImagesCard } from '@/components/catalogue/catalogue-images-card';
import type { ProductForm } from './product-form-values';

interface ProductImagesSectionProps {
  form: ProductForm;
  /** Reports each upload's progress, so Save stays disabled until every upload is complete. */
  track: (key: string) => (busy: boolean) => void;
}

/** The main image (its thumbnail shows in the list) and up to 10 gallery images: jpg, jpeg or png. */
export function ProductImagesSection({ form, track }: ProductImagesSectionProps) {
  return (
    <CatalogueImagesCard
      control={form.control}
      names={{ image: 'image', gallery: 'gallery_image' }}
      preset="products"
      description="Clear photos on a plain background sell best."
      galleryDescription={`Up to ${MAX_GALLERY_IMAGES} more photos.`}
      galleryMax={MAX_GALLERY_IMAGES}
      track={track}
    />
  );
}
