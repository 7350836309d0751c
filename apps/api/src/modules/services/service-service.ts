import {
  type Paginated,
  productMessages,
  type Service,
  SERVICE_BUFFER_MINUTES,
  SERVICE_DURATION_MINUTES,
  type ServiceCreateBody,
  type ServiceListQuery,
  serviceMessages,
  type ServiceUpdateBody,
  toMinor,
  toPaginated,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, type FieldIssue, invalid } from '../../lib/app-error.ts';
import { assertRoomFor, type RecordCap } from '../../lib/record-cap.ts';
import { loadCategories } from '../categories/index.ts';
import { findOwnUploads } from '../uploads/index.ts';
import { toService } from './service-mapper.ts';
import { type ServiceInsert, serviceRepository } from './service-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';

const serviceNotFound = () => new AppError('NOT_FOUND', serviceMessages.notFound);

type References = Pick<ServiceUpdateBody, 'image' | 'gallery_images' | 'categories'>;

/**
 * Checks what a service refers to: images must be the caller's own image uploads, categories must be
 * service categories (or subcategories), stored by their canonical names.
 */
async function resolveReferences(
  db: Executor,
  merchantId: string,
  input: References,
): Promise<Partial<ServiceInsert>> {
  const issues: FieldIssue[] = [];
  const refs = [...(input.image ? [input.image] : []), ...(input.gallery_images ?? [])];
  const [uploads, categories] = await Promise.all([
    findOwnUploads(db, merchantId, refs),
    input.categories ? loadCategories(db, 'service') : undefined,
  ]);
  const values: Partial<ServiceInsert> = {};
  if (input.image !== undefined) {
    const upload = input.image ? uploads.get(input.image) : undefined;
    if (input.image && upload?.kind !== 'image')
      issues.push({ field: 'image', message: productMessages.imageNotYours });
    values.image = upload?.secureUrl ?? null;
    values.thumbnail = upload?.thumbnailUrl ?? null;
  }
  if (input.gallery_images !== undefined) {
    values.galleryImages = input.gallery_images.flatMap((ref, i) => {
      const upload = uploads.get(ref);
      if (upload?.kind === 'image') return [upload.secureUrl];
      issues.push({ field: `gallery_images.${i}`, message: productMessages.imageNotYours });
      return [];
    });
  }
  if (input.categories && categories) {
    const names = input.categories.flatMap(({ name }, i) => {
      const canonical = categories.anyCategory(name);
      if (!canonical)
        issues.push({ field: `categories.${i}.name`, message: serviceMessages.unknownCategory });
      return canonical ? [canonical] : [];
    });
    values.categories = [...new Set(names)].map((name) => ({ name }));
  }
  if (issues.length > 0) invalid(issues);
  return values;
}

export async function listServices(
  db: Executor,
  merchantId: string,
  query: ServiceListQuery,
): Promise<Paginated<Service>> {
  const category = query.category
    ? ((await loadCategories(db, 'service')).anyCategory(query.category) ?? query.category)
    : undefined;
  const filters = { status: query.status || undefined, category, name: query.name || undefined };
  const { rows, total } = await serviceRepository.page(db, merchantId, filters, query.page, query.limit);
  return toPaginated(rows.map(toService), total, query);
}

export async function getService(db: Executor, merchantId: string, id: string): Promise<Service> {
  const row = isUuid(id) ? await serviceRepository.findById(db, merchantId, id) : undefined;
  if (!row) throw serviceNotFound();
  return toService(row);
}

/** SERVICES_PER_MERCHANT: how many services one merchant may hold. */
export const serviceCap = (max: number): RecordCap => ({
  kind: 'services',
  max,
  count: serviceRepository.countAll,
  message: serviceMessages.limitReached,
});

/** Creates a service within the merchant's cap (409 past it). */
export async function createService(
  db: Executor,
  merchantId: string,
  body: ServiceCreateBody,
  cap: RecordCap,
): Promise<Service> {
  const references = await resolveReferences(db, merchantId, body);
  return db.transaction(async (tx) => {
    await assertRoomFor(tx, merchantId, 1, cap);
    return toService(await insertService(tx, merchantId, body, references));
  });
}

function insertService(
  db: Executor,
  merchantId: string,
  body: ServiceCreateBody,
  references: Awaited<ReturnType<typeof resolveReferences>>,
) {
  return serviceRepository.insert(db, {
    merchantId,
    name: body.name,
    description: body.description ?? '',
    product: body.product || null,
    tags: [...new Set(body.tags ?? [])],
    priceMinor: toMinor(body.price),
    status: body.status ?? 'ACTIVE',
    availableSchedule: body.availableSchedule ?? [],
    durationMinutes: body.durationMinutes ?? SERVICE_DURATION_MINUTES.default,
    bufferMinutes: body.bufferMinutes ?? SERVICE_BUFFER_MINUTES.default,
    ...references,
  });
}

/**
 * A partial update: fields left out are kept; a schedule sent replaces the whole week. With `version`
 * (If-Match) it applies only to that version of the service (decision 019).
 */
export async function updateService(
  db: Executor,
  merchantId: string,
  id: string,
  patch: ServiceUpdateBody,
  version?: number,
): Promise<Service> {
  if (!isUuid(id)) throw serviceNotFound();
  return db.transaction(async (tx) => {
    const row = await serviceRepository.findById(tx, merchantId, id, true);
    if (!row) throw serviceNotFound();
    const values: Partial<ServiceInsert> = await resolveReferences(tx, merchantId, patch);
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.description !== undefined) values.description = patch.description;
    if (patch.product !== undefined) values.product = patch.product || null;
    if (patch.tags !== undefined) values.tags = [...new Set(patch.tags)];
    if (patch.price !== undefined) values.priceMinor = toMinor(patch.price);
    if (patch.status !== undefined) values.status = patch.status;
    if (patch.availableSchedule !== undefined) values.availableSchedule = patch.availableSchedule;
    if (patch.durationMinutes !== undefined) values.durationMinutes = patch.durationMinutes;
    if (patch.bufferMinutes !== undefined) values.bufferMinutes = patch.bufferMinutes;
    values.updatedAt = new Date();
    const saved = await serviceRepository.update(tx, merchantId, id, values, version);
    if (!saved) throw serviceNotFound();
    return toService(saved);
  });
}

/** Deletes all of the services or none: a missing or foreign id leaves everything in place. */
export async function deleteServices(db: Executor, merchantId: string, ids: string[]): Promise<number> {
  const unique = [...new Set(ids)];
  const someNotFound = () => new AppError('NOT_FOUND', serviceMessages.someNotFound);
  if (!unique.every(isUuid)) throw someNotFound();
  return db.transaction(async (tx) => {
    const deleted = await serviceRepository.delete(tx, merchantId, unique);
    if (deleted !== unique.length) throw someNotFound();
    return deleted;
  });
}
