import { businessDay } from '@oja/contracts';
import { format, formatDistanceToNow, isValid, parseISO } from 'date-fns';

/** Date formats of docs/product/interface.md#formats. Invalid or missing input shows as an empty string. */
export type DateInput = Date | string | number | null | undefined;

const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? date : null;
};

const formatWith = (pattern: string) => (value: DateInput) => {
  const date = toDate(value);
  return date ? format(date, pattern) : '';
};

/** '05 March 2025' */
export const formatLongDate = formatWith('dd MMMM yyyy');

/** '05 Mar 2025 14:30' */
export const formatDateTime = formatWith('dd MMM yyyy HH:mm');

/** Local calendar date as 'YYYY-MM-DD' (not the UTC date of toISOString). */
export const formatLocalIsoDate = formatWith('yyyy-MM-dd');

/**
 * Today on the business clock (BUSINESS_TIME_ZONE), as local midnight of that date: the day the API counts
 * as today, whatever the device's zone, ready for date arithmetic and the pickers.
 */
export const businessToday = () => parseISO(businessDay());

/** 'about 2 hours ago', 'in 3 days'. */
export const formatRelative = (value: DateInput) => {
  const date = toDate(value);
  return date ? formatDistanceToNow(date, { addSuffix: true }) : '';
};
