import { type CityEntry, cityEntries, words } from './gazetteer-index.ts';
import { gazetteer, type GazetteerCountry } from './gazetteer/index.ts';

/** What a query resolved to: a city (with its state and country), a country only, or nothing known. */
export interface QueryMatch {
  entry?: CityEntry;
  country?: GazetteerCountry;
  /** The query text before the place names, e.g. '14 Balogun Street'. */
  street: string;
  zip: string;
}

interface Token {
  word: string;
  start: number;
}

/** UK postcode, US ZIP (+4), Nigerian postal code — at the end of a part of the address. */
// eslint-disable-next-line security/detect-unsafe-regex -- no nested quantifiers; anchored at the end of one short address part
const POSTCODES = [/\b([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\s*$/i, /\b(\d{5}(?:-\d{4})?)\s*$/, /\b(\d{6})\s*$/];

/**
 * Takes a postcode off the end of a comma part. The first part is left alone when there are several,
 * since it usually starts with a house number.
 */
function extractPostcode(text: string): { text: string; zip: string } {
  const parts = text.split(',');
  const from = parts.length > 1 ? 1 : 0;
  for (let i = parts.length - 1; i >= from; i--) {
    for (const pattern of POSTCODES) {
      const found = pattern.exec(parts[i]!);
      if (!found || (parts.length === 1 && found.index === 0)) continue;
      parts[i] = parts[i]!.slice(0, found.index);
      return { text: parts.join(','), zip: found[1]!.toUpperCase().replace(/\s+/, ' ') };
    }
  }
  return { text, zip: '' };
}

function tokenise(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((m) => ({
    word: words(m[0]).join(''),
    start: m.index,
  }));
}

/** Length of the longest key that the words before `pos` end with. */
function fullMatch(tokens: Token[], pos: number, keys: string[][]): number {
  let best = 0;
  for (const key of keys) {
    if (key.length === 0 || key.length > pos || key.length <= best) continue;
    if (key.every((word, i) => tokens[pos - key.length + i]!.word === word)) best = key.length;
  }
  return best;
}

/** The last 1, 2 and 3 words of the query as typed: the candidates for a name still being typed. */
function trailing(tokens: Token[]): string[] {
  const out: string[] = [];
  for (let k = 1; k <= Math.min(3, tokens.length); k++) {
    out.push(
      tokens
        .slice(-k)
        .map((t) => t.word)
        .join(' '),
    );
  }
  return out;
}

/** How many trailing words start one of the names: 'lag' → Lagos, 'port harc' → Port Harcourt. */
function prefixMatch(typed: string[], names: string[]): number {
  for (let k = typed.length; k >= 1; k--) {
    const text = typed[k - 1]!;
    if (text.length >= 2 && names.some((name) => name.startsWith(text))) return k;
  }
  return 0;
}

const WEIGHT = { city: 4, state: 2, country: 1 } as const;
const PREFIX_WEIGHT = 1;
type Kind = keyof typeof WEIGHT;
const KINDS: Kind[] = ['city', 'state', 'country'];

/**
 * Reads place names off the end of the query (a name at most once per kind), e.g.
 * '14 Balogun Street, Lagos Island, Lagos' → city, then state. A city or a state must be among them.
 */
function matchEntry(
  tokens: Token[],
  typed: string[],
  { keys, names }: Pick<CityEntry, 'keys' | 'names'>,
): { score: number; pos: number } | null {
  let pos = tokens.length;
  let score = 0;
  let place = false;
  const hit = new Set<Kind>();
  while (pos > 0) {
    let best: { kind: Kind; length: number; weight: number } | undefined;
    for (const kind of KINDS) {
      const length = hit.has(kind) ? 0 : fullMatch(tokens, pos, keys[kind]);
      if (length > (best?.length ?? 0)) best = { kind, length, weight: WEIGHT[kind] };
    }
    // Only the last words can be a name still being typed.
    for (const kind of pos === tokens.length && !best ? KINDS : []) {
      const length = prefixMatch(typed, names[kind]);
      if (length > 0) {
        best = { kind, length, weight: PREFIX_WEIGHT };
        break;
      }
    }
    if (!best) break;
    hit.add(best.kind);
    pos -= best.length;
    score += best.weight;
    if (best.kind !== 'country') place = true;
  }
  return place ? { score, pos } : null;
}

function streetBefore(text: string, tokens: Token[], pos: number): string {
  const end = pos < tokens.length ? tokens[pos]!.start : text.length;
  return text
    .slice(0, end)
    .replace(/\s+/g, ' ')
    .replace(/[\s,]+$/, '')
    .trim();
}

/**
 * Resolves free text against the gazetteer: the best-scoring cities (capitals and chief cities first),
 * else a country named at the end, else the text itself as a place of unknown state and country.
 */
export function searchGazetteer(input: string, limit: number): QueryMatch[] {
  const { text, zip } = extractPostcode(input.trim());
  const tokens = tokenise(text);
  if (tokens.length === 0) return [];

  const typed = trailing(tokens);
  const scored = cityEntries.flatMap((entry) => {
    const found = matchEntry(tokens, typed, entry);
    return found ? [{ entry, ...found }] : [];
  });
  if (scored.length > 0) {
    const top = Math.max(...scored.map((s) => s.score));
    return scored
      .filter((s) => s.score === top)
      .sort((a, b) => a.entry.rank - b.entry.rank)
      .slice(0, limit)
      .map((s) => ({ entry: s.entry, street: streetBefore(text, tokens, s.pos), zip }));
  }

  for (const country of gazetteer) {
    const keys = [country.name, country.iso2, ...country.aliases].map(words);
    const names = keys.map((k) => k.join(' '));
    const length = fullMatch(tokens, tokens.length, keys) || prefixMatch(typed, names);
    if (length > 0) return [{ country, street: streetBefore(text, tokens, tokens.length - length), zip }];
  }

  const street = streetBefore(text, tokens, tokens.length);
  return street.replace(/[^\p{L}\p{N}]/gu, '').length >= 3 ? [{ street, zip }] : [];
}
