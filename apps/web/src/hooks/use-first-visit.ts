import { useEffect, useState } from 'react';
import { readFlag, writeFlag } from '@/lib/stored-flag';

/**
 * True while `userId` sees `place` for the first time in this browser (a localStorage flag per user),
 * false on every later visit. The answer holds for the whole visit: the flag is written after it.
 */
export function useFirstVisit(place: string, userId: string): boolean {
  const key = `oja:visited:${place}:${userId}`;
  const [first] = useState(() => !readFlag('local', key));
  useEffect(() => writeFlag('local', key), [key]);
  return first;
}
