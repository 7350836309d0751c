/**
 * Builds '?key=value&key=value' from an object (docs/product/interface.md#query-strings). Values that are null,
 * undefined, an empty or whitespace-only string, or an empty object/array are dropped; '' is returned
 * when nothing is left. Arrays are joined with commas; other objects are sent as JSON.
 */
export type QueryValue =
  string | number | boolean | null | undefined | readonly unknown[] | Record<string, unknown>;

const isBlank = (value: unknown): boolean => {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
};

const serialise = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(String).join(',');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export const queryString = (params: Record<string, QueryValue> | null | undefined): string => {
  const pairs = Object.entries(params ?? {})
    .filter(([, value]) => !isBlank(value))
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(serialise(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
};
