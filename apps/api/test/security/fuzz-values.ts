import { randomUUID } from 'node:crypto';

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  format?: string;
  minimum?: number;
  minLength?: number;
  minItems?: number;
};

/** A plausible value for a JSON schema, so that one hostile field gets past the others and into the handler. */
export function plausible(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const option = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (option) return plausible(option);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v)]));
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => plausible(schema.items));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'date') return '2026-12-01';
      if (schema.format === 'date-time') return '2026-12-01T10:00:00Z';
      return 'a'.repeat(Math.max(4, schema.minLength ?? 4));
  }
}

export type FieldPath = (string | number)[];

/**
 * Every field of a body schema down to its leaves, with the union branches merged (a discriminated union
 * contributes the fields of each branch); an array contributes its first item.
 */
export function leafFields(schema: Schema | undefined, path: FieldPath = [], depth = 0): FieldPath[] {
  if (!schema || depth > 8) return [path];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((o) => o.type !== 'null');
  if (options.length) {
    const all = options.flatMap((o) => leafFields(o, path, depth + 1));
    return [...new Map(all.map((p) => [p.join('.'), p])).values()];
  }
  if (schema.properties && Object.keys(schema.properties).length) {
    return Object.entries(schema.properties).flatMap(([key, value]) =>
      leafFields(value, [...path, key], depth + 1),
    );
  }
  if (schema.items) return [path, ...leafFields(schema.items, [...path, 0], depth + 1)];
  return [path];
}

/** A copy of `base` with `value` at `path`, creating the objects and arrays on the way. */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container =
    typeof base === 'object' && base !== null
      ? Array.isArray(base)
        ? [...base]
        : { ...(base as Record<string, unknown>) }
      : typeof key === 'number'
        ? []
        : {};
  const current = (container as Record<string | number, unknown>)[key!];
  (container as Record<string | number, unknown>)[key!] = withValueAt(current, rest, value);
  return container;
}

/** A hostile value: `json` is how it is written in a JSON body, `url` in a path or query (encoded). */
export interface Hostile {
  name: string;
  json: string;
  url: string | null;
  /**
   * Text PostgreSQL cannot store, always refused with 400 naming the field. A lone surrogate cannot be
   * written in UTF-8: in a URL it arrives as CESU-8 bytes, which the router refuses (FST_ERR_BAD_URL) or
   * the query decoder replaces, so only NUL is unstorable there.
   */
  unstorable?: 'everywhere' | 'in JSON';
}

const text = (name: string, value: string, extra: Partial<Hostile> = {}): Hostile => ({
  name,
  json: JSON.stringify(value),
  url: encodeURIComponent(value),
  ...extra,
});
const raw = (name: string, token: string): Hostile => ({ name, json: token, url: encodeURIComponent(token) });

/** The values of the field fuzz (issue list of the input-handling finding). */
export const HOSTILE: Hostile[] = [
  text('NUL', 'a\u0000b', { unstorable: 'everywhere' }),
  { name: 'lone high surrogate', json: '"a\\ud800"', url: 'a%ED%A0%80', unstorable: 'in JSON' },
  { name: 'lone low surrogate', json: '"\\udc00b"', url: '%ED%B0%80b', unstorable: 'in JSON' },
  text('escape sequence', 'x\u001b[2J\u0007'),
  text('C1 control', 'x\u0085\u009by'),
  text('RTL override', '\u202egnp.exe'),
  text('line break and tab', 'one\ntwo\tthree'),
  { name: '1 MB string', json: JSON.stringify('x'.repeat(1_000_000)), url: null },
  raw('1e308', '1e308'),
  raw('-0', '-0'),
  text('NaN as a string', 'NaN'),
  raw('1e-9', '1e-9'),
  raw('2^53+1', '9007199254740993'),
  text('full-width digits', '１２'),
  text('hexadecimal', '0x10'),
];

/** The values one field gets: every unstorable one, then `extra` of the others in rotation. */
export function valuesFor(index: number, extra: number, inUrl: boolean): Hostile[] {
  const always = HOSTILE.filter((h) => h.unstorable);
  const others = HOSTILE.filter((h) => !h.unstorable && (!inUrl || h.url !== null));
  const picked = Array.from({ length: extra }, (_, k) => others[(index * extra + k) % others.length]!);
  return [...always, ...picked];
}

/** The JSON text of `base` with the hostile value written at `path`. */
export function bodyWith(base: unknown, path: FieldPath, hostile: Hostile): string {
  const marker = `__fuzz_${randomUUID()}__`;
  return JSON.stringify(withValueAt(base, path, marker)).replace(JSON.stringify(marker), hostile.json);
}
