/**
 * Small values kept in the browser: 'local' for good (localStorage), 'session' for the tab
 * (sessionStorage). Storage may be disabled or full; a value then simply reads as not set.
 */
export type FlagStore = 'local' | 'session';

const storageOf = (store: FlagStore): Storage => (store === 'local' ? localStorage : sessionStorage);

export function readStored(store: FlagStore, key: string): string | null {
  try {
    return storageOf(store).getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(store: FlagStore, key: string, value: string): void {
  try {
    storageOf(store).setItem(key, value);
  } catch {
    // Not kept: the screen behaves as on a first visit next time.
  }
}

export const readFlag = (store: FlagStore, key: string) => readStored(store, key) === '1';
export const writeFlag = (store: FlagStore, key: string) => writeStored(store, key, '1');
