import type { Paginated, Product } from '@oja/contracts';

/** A product as GET /v1/products answers it (major units), for tests. */
export const productFixture = (overrides: Partial<Product> = {}): Product => ({
  id: 'p-1',
  sku: 'ANK-7K3QZP',
  name: 'Ankara dress',
  image: '/media/products/a/original.png',
  thumbnail: '/media/products/a/thumb.webp',
  srcset: null,
  gallery_image: [],
  categories: [{ title: 'Fashion' }],
  category: 'Fashion',
  subCategory: null,
  price: 15000,
  original_price: null,
  discount_percent: 0,
  currency: 'NGN',
  units: 4,
  status: 'ACTIVE',
  brand: null,
  caption: null,
  description: '',
  productType: null,
  rating: 0,
  numReviews: 0,
  reviews: [],
  tags: [],
  variation: [],
  userId: 'user-1',
  weight: null,
  dimension: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

export const pageOf = <T>(
  results: T[],
  page = 1,
  totalResults = results.length,
  limit = 10,
): Paginated<T> => ({
  results,
  page,
  limit,
  totalPages: Math.ceil(totalResults / limit),
  totalResults,
});
