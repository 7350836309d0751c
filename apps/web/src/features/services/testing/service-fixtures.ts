import type { Service } from '@oja/contracts';

/** A service as GET /v1/services answers it (major units), for tests. */
export const serviceFixture = (overrides: Partial<Service> = {}): Service => ({
  id: 's-1',
  userId: 'user-1',
  name: 'Portrait session',
  image: null,
  thumbnail: null,
  gallery_images: [],
  product: null,
  categories: [{ name: 'Photography' }],
  tags: [],
  price: 25000,
  currency: 'NGN',
  status: 'ACTIVE',
  description: '',
  availableSchedule: [],
  durationMinutes: 60,
  bufferMinutes: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
  ...overrides,
});
