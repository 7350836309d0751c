import { type SearchHit, searchHit } from '@oja/contracts';
import { readStored, writeStored } from '@/lib/stored-flag';

const RECENT_LIMIT = 5;
const keyOf = (userId: string) => `oja.palette.recent.${userId}`;

/** The things the user last opened from the palette on this device, newest first. */
export function readRecent(userId: string): SearchHit[] {
  try {
    const parsed = searchHit.array().safeParse(JSON.parse(readStored('local', keyOf(userId)) ?? '[]'));
    return parsed.success ? parsed.data.slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: string, hit: SearchHit): void {
  const others = readRecent(userId).filter((item) => !(item.kind === hit.kind && item.id === hit.id));
  writeStored('local', keyOf(userId), JSON.stringify([hit, ...others].slice(0, RECENT_LIMIT)));
}
