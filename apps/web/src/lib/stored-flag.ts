/**
 * Yes/no flags kept in the browser: 'local' for good (localStorage), 'session' for the tab
 * (sessionStorage). Storage may be disabled or full; a flag then simply reads as not set.
 */
export type FlagStore = 'local' | 'session';

const storageOf = (store: FlagStore): Storage => (store === 'local' ? localStorage : sessionStorage);

export function readFlag(store: FlagStore, key: string): boolean {
  try {
    return storageOf(store).getItem(key) === '1';
  } catch {
    return false;
  }
}

export function writeFlag(store: FlagStore, key: string): void {
  try {
    storageOf(store).setItem(key, '1');
  } catch {
    // Not kept: the screen behaves as on a first visit next time.
  }
}
