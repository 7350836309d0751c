import { fromMinor, type Service } from '@oja/contracts';
import type { services } from '../../db/schema/index.ts';

export type ServiceRow = typeof services.$inferSelect;

/** A stored service as the API shows it (docs/product/services.md#service-fields-and-schedule Service); the price back in major units. */
export function toService(row: ServiceRow): Service {
  return {
    id: row.id,
    userId: row.merchantId,
    name: row.name,
    image: row.image,
    thumbnail: row.thumbnail,
    gallery_images: row.galleryImages,
    product: row.product,
    categories: row.categories,
    tags: row.tags,
    price: fromMinor(row.priceMinor),
    currency: row.currency,
    status: row.status,
    description: row.description,
    availableSchedule: row.availableSchedule as Service['availableSchedule'],
    durationMinutes: row.durationMinutes,
    bufferMinutes: row.bufferMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
