import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ProductStatus,
  type Service,
  SERVICE_BUFFER_MINUTES,
  SERVICE_DURATION_MINUTES,
  serviceCreateBody,
  type ServiceCreateBody,
  type WeekDay,
} from '@oja/contracts';
import type { Resolver, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { majorToMoneyText, moneyTextToMajor } from '@/components/money-input/money-text';
import type { ImageValue } from '@/components/upload/image-value';
import { fileNameFromUrl } from '@/components/upload/upload-rules';

export interface SlotValues {
  day: WeekDay;
  /** 24-hour HH:MM, as a time input gives it. */
  start: string;
  end: string;
  location: { type: 'online' | 'address'; address: string };
}

export interface ServiceFormValues {
  name: string;
  description: string;
  price: string;
  status: ProductStatus;
  category: string;
  subCategory: string;
  tags: string[];
  image: ImageValue | null;
  gallery_images: ImageValue[];
  availableSchedule: SlotValues[];
  /** Whole minutes, as the number inputs give them. */
  durationMinutes: string;
  bufferMinutes: string;
}

export const emptyServiceValues = (): ServiceFormValues => ({
  name: '',
  description: '',
  price: '',
  status: 'ACTIVE',
  category: '',
  subCategory: '',
  tags: [],
  image: null,
  gallery_images: [],
  availableSchedule: [],
  durationMinutes: String(SERVICE_DURATION_MINUTES.default),
  bufferMinutes: String(SERVICE_BUFFER_MINUTES.default),
});

export const serviceToFormValues = (service: Service): ServiceFormValues => ({
  name: service.name,
  description: service.description,
  price: majorToMoneyText(service.price),
  status: service.status,
  category: service.categories[0]?.name ?? '',
  subCategory: service.categories[1]?.name ?? '',
  tags: service.tags,
  image: service.image
    ? { url: service.image, thumbnail: service.thumbnail, name: fileNameFromUrl(service.image) }
    : null,
  gallery_images: service.gallery_images.map((url) => ({ url, thumbnail: null, name: fileNameFromUrl(url) })),
  availableSchedule: service.availableSchedule.map((slot) => ({
    day: slot.day,
    start: slot.start,
    end: slot.end,
    location: slot.location.type === 'address' ? slot.location : { type: 'online', address: '' },
  })),
  durationMinutes: String(service.durationMinutes),
  bufferMinutes: String(service.bufferMinutes),
});

/** A number input's text as a number for the schema ('' stays a string, so it reads as missing). */
const wholeMinutes = (text: string) => (text.trim() === '' ? text : Number(text));

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** A new slot on `day`: 09:00–17:00, or the hour after the day's last slot. */
export const nextSlot = (day: WeekDay, slots: readonly SlotValues[]): SlotValues => {
  const ends = slots
    .filter((slot) => slot.day === day && /^\d\d:\d\d$/.test(slot.end))
    .map((slot) => minutes(slot.end));
  const start = ends.length > 0 ? Math.min(Math.max(...ends), 23 * 60) : 9 * 60;
  const end = ends.length > 0 ? Math.min(start + 60, 23 * 60 + 59) : 17 * 60;
  return { day, start: hhmm(start), end: hhmm(end), location: { type: 'online', address: '' } };
};

/** The request body the form stands for; the contract's schema then checks it (schedule rules included). */
export const toServiceBody = (values: ServiceFormValues) => ({
  name: values.name,
  description: values.description,
  price: moneyTextToMajor(values.price),
  status: values.status,
  categories: [values.category, values.subCategory]
    .filter((name) => name.trim() !== '')
    .map((name) => ({ name })),
  tags: values.tags,
  image: values.image?.url ?? null,
  gallery_images: values.gallery_images.map((image) => image.url),
  availableSchedule: values.availableSchedule.map((slot) => ({
    day: slot.day,
    start: slot.start,
    end: slot.end,
    location:
      slot.location.type === 'address'
        ? { type: 'address' as const, address: slot.location.address }
        : { type: 'online' as const },
  })),
  durationMinutes: wholeMinutes(values.durationMinutes),
  bufferMinutes: wholeMinutes(values.bufferMinutes),
});

const serviceFormSchema = z.preprocess(
  (values: ServiceFormValues) => toServiceBody(values),
  serviceCreateBody,
);

/** Validates with @oja/contracts' service schema: its messages for an end before the start and for overlaps. */
export const serviceFormResolver = zodResolver(serviceFormSchema) as unknown as Resolver<
  ServiceFormValues,
  unknown,
  ServiceCreateBody
>;

export type ServiceForm = UseFormReturn<ServiceFormValues, unknown, ServiceCreateBody>;
