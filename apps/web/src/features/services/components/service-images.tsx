import type { Service } from '@oja/contracts';
import { ImageOff } from 'lucide-react';

/** A service's main image (or a placeholder) and, under it, its other images. */
export function ServiceImages({ service }: { service: Service }) {
  const images = [...(service.image ? [service.image] : []), ...service.gallery_images];
  return (
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
              <img src={url} alt="" loading="lazy" className="size-16 rounded-lg bg-slate-100 object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
