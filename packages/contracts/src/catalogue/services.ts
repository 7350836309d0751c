import { z } from 'zod';
import { pageQuery } from '../pagination.ts';
import { moneyInput } from '../money.ts';
import { multiLineText, singleLineText } from '../text.ts';
import { PRODUCT_STATUSES, productStatusField, tagsField, uploadRefField } from './products.ts';
import { editableRecordFields } from '../record-version.ts';

export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
export const MAX_SCHEDULE_SLOTS = 70;
/** A booking lasts 5 minutes to a whole day; the default is one hour. */
export const SERVICE_DURATION_MINUTES = { min: 5, max: 1440, default: 60 } as const;
/** Free time kept before and after each booking: none by default, at most 4 hours. */
export const SERVICE_BUFFER_MINUTES = { min: 0, max: 240, default: 0 } as const;

export const serviceMessages = {
  limitReached: (max: number) =>
    `You can have at most ${max.toLocaleString('en-US')} services. Delete services you no longer offer to add new ones.`,
  fetchedAll: 'Fetched services successfully',
  fetchedOne: 'Fetched service successfully',
  created: 'Service created successfully',
  updated: 'Service updated successfully',
  deleted: 'Service(s) deleted successfully',
  notFound: 'Service not found',
  someNotFound: 'One or more services were not found. Nothing was deleted.',
  unknownCategory: 'Select a valid service category',
  endBeforeStart: 'End time must be after start time',
  overlap: (day: string) => `This slot overlaps another slot on ${day[0]!.toUpperCase()}${day.slice(1)}`,
  createFallback: 'Could not create service. Try again later.',
  getFallback: 'Could not get service. Try again later.',
  duration: `Duration must be a whole number of minutes from ${SERVICE_DURATION_MINUTES.min} to ${SERVICE_DURATION_MINUTES.max} (24 hours)`,
  buffer: `Buffer must be a whole number of minutes from ${SERVICE_BUFFER_MINUTES.min} to ${SERVICE_BUFFER_MINUTES.max}`,
} as const;

/** 24-hour HH:MM; 24:00 is allowed as an end, meaning midnight. */
const time = singleLineText().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Use the 24-hour HH:MM format');
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export const scheduleLocationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('online') }),
    z.object({
      type: z.literal('address'),
      address: singleLineText()
        .trim()
        .min(3, 'Enter the address')
        .max(300, 'The address must be at most 300 characters'),
    }),
  ],
  { error: 'Choose online or an address' },
);

export const scheduleSlotSchema = z.object({
  day: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(WEEK_DAYS, { error: 'Choose a day of the week' }),
  ),
  start: time,
  end: time,
  location: scheduleLocationSchema,
});
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** A weekly availability: every slot ends after it starts, and slots of one day never overlap. */
export const availableScheduleField = z
  .array(scheduleSlotSchema)
  .max(MAX_SCHEDULE_SLOTS, `At most ${MAX_SCHEDULE_SLOTS} slots`)
  .superRefine((slots, ctx) => {
    slots.forEach((slot, i) => {
      if (minutes(slot.end) <= minutes(slot.start)) {
        ctx.addIssue({ code: 'custom', path: [i, 'end'], message: serviceMessages.endBeforeStart });
      }
    });
    for (const day of WEEK_DAYS) {
      const ofDay = slots
        .map((slot, index) => ({ slot, index }))
        .filter(({ slot }) => slot.day === day && minutes(slot.end) > minutes(slot.start))
        .sort((a, b) => minutes(a.slot.start) - minutes(b.slot.start));
      for (let k = 1; k < ofDay.length; k++) {
        if (minutes(ofDay[k]!.slot.start) < minutes(ofDay[k - 1]!.slot.end)) {
          ctx.addIssue({
            code: 'custom',
            path: [ofDay[k]!.index, 'start'],
            message: serviceMessages.overlap(day),
          });
        }
      }
    }
  });

export const serviceFields = z.object({
  name: singleLineText()
    .trim()
    .min(2, 'Service name must be at least 2 characters')
    .max(120, 'Service name must be at most 120 characters'),
  description: multiLineText().trim().max(5000, 'Description must be at most 5000 characters').optional(),
  image: uploadRefField.nullable().optional(),
  gallery_images: z.array(uploadRefField).max(10, 'At most 10 gallery images').optional(),
  /** The platform product the service is listed on, when there is one. */
  product: singleLineText().trim().max(60).nullable().optional(),
  categories: z
    .array(z.object({ name: singleLineText().trim().min(1, 'Select a category').max(100) }))
    .max(5, 'At most 5 categories')
    .optional(),
  tags: tagsField.optional(),
  price: moneyInput({ label: 'Price' }),
  status: productStatusField.optional(),
  availableSchedule: availableScheduleField.optional(),
  /** How long one booking lasts, in minutes: it sets the end of every booked slot. */
  durationMinutes: z
    .number({ error: serviceMessages.duration })
    .int(serviceMessages.duration)
    .min(SERVICE_DURATION_MINUTES.min, serviceMessages.duration)
    .max(SERVICE_DURATION_MINUTES.max, serviceMessages.duration)
    .optional(),
  /** Minutes kept free before and after each booking. */
  bufferMinutes: z
    .number({ error: serviceMessages.buffer })
    .int(serviceMessages.buffer)
    .min(SERVICE_BUFFER_MINUTES.min, serviceMessages.buffer)
    .max(SERVICE_BUFFER_MINUTES.max, serviceMessages.buffer)
    .optional(),
});
export const serviceCreateBody = serviceFields;
export const serviceUpdateBody = serviceFields.partial();
export type ServiceCreateBody = z.infer<typeof serviceCreateBody>;
export type ServiceUpdateBody = z.infer<typeof serviceUpdateBody>;

export const serviceListQuery = pageQuery.extend({
  status: z
    .preprocess(
      (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.enum(['', ...PRODUCT_STATUSES], { error: 'Status must be ACTIVE or INACTIVE' }),
    )
    .optional(),
  category: singleLineText().trim().max(100).optional(),
  name: singleLineText().trim().max(100, 'Search text must be at most 100 characters').optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

/** DELETE /v1/services: the ids to delete, all or nothing. */
export const serviceIdsBody = z.object({
  ids: z.array(singleLineText()).min(1, 'Select at least one service').max(500),
});

/** docs/product/services.md#service-fields-and-schedule. */
export const serviceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  gallery_images: z.array(z.string()),
  product: z.string().nullable(),
  categories: z.array(z.object({ name: z.string() })),
  tags: z.array(z.string()),
  price: z.number(),
  currency: z.string(),
  status: productStatusField,
  description: z.string(),
  availableSchedule: z.array(scheduleSlotSchema),
  durationMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  ...editableRecordFields,
});
export type Service = z.infer<typeof serviceSchema>;
