import { matchesStatusFilter, type ProductStatus, type ScheduleSlot, WEEK_DAYS } from '@oja/contracts';

export const SERVICE_TABS = ['all', 'active', 'inactive', 'orders'] as const;
export type ServiceTab = (typeof SERVICE_TABS)[number];
export type ServiceStatusTab = Exclude<ServiceTab, 'orders'>;

/** The server-side status filter: empty for all, otherwise the upper-case tab name. */
export const serverStatusFilter = (tab: ServiceStatusTab): '' | ProductStatus =>
  tab === 'all' ? '' : (tab.toUpperCase() as ProductStatus);

/** SPEC §4: 'all' shows everything, any other option the items whose status equals it upper-cased. */
export const filterByStatus = <T extends { status: string }>(items: readonly T[], option: string): T[] =>
  items.filter((item) => matchesStatusFilter(item.status, option));

export const dayLabel = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** 'Mon, Wed · 3 slots' — the days a service is open and how many weekly slots it has. */
export const availabilitySummary = (slots: readonly ScheduleSlot[]) => {
  if (slots.length === 0) return 'No slots yet';
  const days = WEEK_DAYS.filter((day) => slots.some((slot) => slot.day === day)).map((day) =>
    dayLabel(day).slice(0, 3),
  );
  return `${days.join(', ')} · ${slots.length} slot${slots.length === 1 ? '' : 's'}`;
};
