import { discountPercent, fromMinor, type Product } from '@oja/contracts';
import type { products } from '../../db/schema/index.ts';

export type ProductRow = typeof products.$inferSelect;

/** A stored product as the API shows it (docs/product/catalogue.md#product-fields): money back in major units, categories as titles. */
export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    sku: row.sku,
    name: row.name,
    image: row.image,
    thumbnail: row.thumbnail,
    srcset: row.srcset,
    gallery_image: row.galleryImage,
    categories: [row.category, row.subCategory].filter((t): t is string => !!t).map((title) => ({ title })),
    category: row.category,
    subCategory: row.subCategory,
    price: fromMinor(row.priceMinor),
    original_price: row.originalPriceMinor === null ? null : fromMinor(row.originalPriceMinor),
    discount_percent: discountPercent(row.priceMinor, row.originalPriceMinor),
    currency: row.currency,
    units: row.units,
    low_stock_threshold: row.lowStockThreshold,
    status: row.status,
    brand: row.brand,
    caption: row.caption,
    description: row.description,
    productType: row.productType,
    rating: row.rating,
    numReviews: row.numReviews,
    reviews: row.reviews,
    tags: row.tags,
    variation: row.variation.map((v) => ({
      name: v.name,
      options: v.options.map((o) => ({ ...o, price: o.price === null ? null : fromMinor(o.price) })),
    })),
    userId: row.merchantId,
    weight: row.weight,
    dimension: row.dimension,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
