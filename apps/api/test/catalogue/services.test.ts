import { serviceMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCatalogueApp, uploadImage } from './helpers.ts';

const schedule = [
  { day: 'monday', start: '09:00', end: '12:00', location: { type: 'online' } },
  {
    day: 'Monday',
    start: '12:00',
    end: '17:30',
    location: { type: 'address', address: '12 Admiralty Way, Lekki, Lagos' },
  },
  { day: 'saturday', start: '10:00', end: '24:00', location: { type: 'online' } },
];
const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Bridal makeup',
  description: 'Full bridal glam with lashes',
  price: 45000,
  categories: [{ name: 'beauty & wellness' }, { name: 'Makeup Artistry' }],
  tags: ['bridal'],
  availableSchedule: schedule,
  ...overrides,
});

describe('services', () => {
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let merchant: TestMerchant;
  let other: TestMerchant;
  const create = (who: TestMerchant, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/services/create', headers: who.headers, payload });
  const createOk = async (who: TestMerchant, overrides: Record<string, unknown> = {}) => {
    const res = await create(who, serviceBody(overrides));
    if (res.statusCode !== 201) throw new Error(res.body);
    return res.json().data as { id: string; updatedAt: string };
  };

  beforeAll(async () => {
    t = await createCatalogueApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(() => t.close());

  it('creates a service with a weekly schedule, canonical categories and its own image', async () => {
    const image = await uploadImage(t, merchant);
    const res = await create(merchant, serviceBody({ image, gallery_images: [image] }));
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(serviceMessages.created);
    expect(res.json().data).toMatchObject({
      name: 'Bridal makeup',
      userId: merchant.id,
      price: 45000,
      status: 'ACTIVE',
      image,
      gallery_images: [image],
      categories: [{ name: 'Beauty & Wellness' }, { name: 'Makeup Artistry' }],
      availableSchedule: [schedule[0], { ...schedule[1], day: 'monday' }, schedule[2]],
    });
    expect(res.json().data.thumbnail).toMatch(/thumb\.webp$/);
  });

  it('validates the schedule: end after start, no overlaps on a day, a known day and location', async () => {
    const cases: [unknown[], string, string][] = [
      [
        [{ day: 'monday', start: '10:00', end: '09:00', location: { type: 'online' } }],
        'body.availableSchedule.0.end',
        serviceMessages.endBeforeStart,
      ],
      [
        [{ day: 'monday', start: '10:00', end: '10:00', location: { type: 'online' } }],
        'body.availableSchedule.0.end',
        serviceMessages.endBeforeStart,
      ],
      [
        [
          { day: 'friday', start: '09:00', end: '12:00', location: { type: 'online' } },
          { day: 'friday', start: '11:30', end: '13:00', location: { type: 'online' } },
        ],
        'body.availableSchedule.1.start',
        serviceMessages.overlap('friday'),
      ],
      [
        [{ day: 'funday', start: '09:00', end: '10:00', location: { type: 'online' } }],
        'body.availableSchedule.0.day',
        'Choose a day of the week',
      ],
      [
        [{ day: 'monday', start: '9am', end: '10:00', location: { type: 'online' } }],
        'body.availableSchedule.0.start',
        'Use the 24-hour HH:MM format',
      ],
      [
        [{ day: 'monday', start: '09:00', end: '10:00', location: { type: 'address', address: '' } }],
        'body.availableSchedule.0.location.address',
        'Enter the address',
      ],
    ];
    for (const [slots, path, message] of cases) {
      const res = await create(merchant, serviceBody({ availableSchedule: slots }));
      expect(res.statusCode, JSON.stringify(slots)).toBe(400);
      expect(res.json().errors, JSON.stringify(slots)).toContainEqual({ path, message });
    }
    expect(serviceMessages.overlap('friday')).toBe('This slot overlaps another slot on Friday');
  });

  it('refuses a negative price, an unknown category and a foreign image', async () => {
    expect((await create(merchant, serviceBody({ price: -100 }))).json().errors).toContainEqual({
      path: 'body.price',
      message: 'Price must not be negative',
    });
    expect(
      (await create(merchant, serviceBody({ categories: [{ name: 'Smartphones' }] }))).json().errors,
    ).toContainEqual({
      path: 'body.categories.0.name',
      message: serviceMessages.unknownCategory,
    });
    const theirs = await uploadImage(t, other);
    expect((await create(merchant, serviceBody({ image: theirs }))).statusCode).toBe(400);
  });

  it('reads and edits a service; another merchant gets 404 and changes nothing', async () => {
    const service = await createOk(merchant, { name: 'Home cleaning' });
    const get = (who: TestMerchant) =>
      t.app.inject({ method: 'GET', url: `/v1/services/${service.id}`, headers: who.headers });
    expect((await get(merchant)).json()).toMatchObject({
      message: serviceMessages.fetchedOne,
      data: { name: 'Home cleaning' },
    });
    expect((await get(other)).statusCode).toBe(404);

    const put = (who: TestMerchant, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/services/update/${service.id}`,
        headers: who.headers,
        payload,
      });
    const foreign = await put(other, { name: 'Taken over' });
    expect(foreign.statusCode).toBe(404);
    expect((await get(merchant)).json().data).toMatchObject({
      name: 'Home cleaning',
      updatedAt: service.updatedAt,
    });

    const slot = { day: 'sunday', start: '14:00', end: '16:00', location: { type: 'online' } };
    const res = await put(merchant, { price: 20000.5, status: 'INACTIVE', availableSchedule: [slot] });
    expect(res.json()).toMatchObject({
      message: serviceMessages.updated,
      data: { name: 'Home cleaning', price: 20000.5, status: 'INACTIVE', availableSchedule: [slot] },
    });
    expect((await put(merchant, { availableSchedule: [{ ...slot, end: '13:00' }] })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/services/category', headers: merchant.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the caller’s services newest first, filtered by status, category and name', async () => {
    const lister = await createMerchant(t);
    await createOk(lister, { name: 'Wedding photography', categories: [{ name: 'Photography' }] });
    await createOk(lister, {
      name: 'Passport photos',
      categories: [{ name: 'Portrait & Studio' }],
      status: 'INACTIVE',
    });
    await createOk(lister, { name: 'JAMB tutoring', categories: [{ name: 'Tutoring' }] });
    const list = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `/v1/services?${query}`, headers: lister.headers })).json();
    const all = await list('page=1&limit=2');
    expect(all.message).toBe(serviceMessages.fetchedAll);
    expect(all.data).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(all.data.results.map((s: { name: string }) => s.name)).toEqual([
      'JAMB tutoring',
      'Passport photos',
    ]);
    expect((await list('status=inactive')).data.results.map((s: { name: string }) => s.name)).toEqual([
      'Passport photos',
    ]);
    expect((await list('name=PHOTO')).data.totalResults).toBe(2);
    expect((await list('category=photography')).data.results.map((s: { name: string }) => s.name)).toEqual([
      'Wedding photography',
    ]);
  });

  it('deletes by id list, all or nothing', async () => {
    const [a, b] = [await createOk(merchant), await createOk(merchant)];
    const theirs = await createOk(other);
    const del = (ids: unknown) =>
      t.app.inject({ method: 'DELETE', url: '/v1/services', headers: merchant.headers, payload: { ids } });
    expect((await del([a.id, theirs.id])).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM services WHERE id = ANY($1)', [
      [a.id, b.id, theirs.id],
    ]);
    expect(rows[0].n).toBe(3);
    const res = await del([a.id, b.id]);
    expect(res.json()).toMatchObject({ message: 'Service(s) deleted successfully', data: { deleted: 2 } });
    expect((await del([a.id])).statusCode).toBe(404);
    expect((await del([])).statusCode).toBe(400);
  });
});
