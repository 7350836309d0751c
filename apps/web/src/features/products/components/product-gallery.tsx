import type { Product } from '@oja/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/cn';

/** The main image (responsive srcset) and the gallery as thumbnails that swap into the main view. */
export function ProductGallery({ product }: { product: Product }) {
  const images = [...(product.image ? [product.image] : []), ...product.gallery_image];
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  const isMain = current === product.image;

  if (!current) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-xl bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="size-8" />
        <span className="text-sm">No images yet</span>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <img
        src={current}
        srcSet={isMain && product.srcset ? product.srcset : undefined}
        sizes="(min-width: 1024px) 420px, 100vw"
        alt={product.name}
        className="aspect-square w-full rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
      />
      {images.length > 1 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Product images">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => setShown(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === shown}
                className={cn(
                  'block overflow-hidden rounded-lg ring-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                  index === shown ? 'ring-brand-700' : 'ring-transparent hover:ring-slate-300',
                )}
              >
                <img
                  src={index === 0 && product.thumbnail ? product.thumbnail : url}
                  alt=""
                  loading="lazy"
                  className="size-16 bg-slate-100 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
