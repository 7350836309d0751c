import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { adoptTheme, setTheme, storedTheme, THEME_KEY, useTheme } from './theme';

/** A device whose light or dark setting the test switches. */
function stubSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => media);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((listener) => listener());
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

beforeEach(() => stubSystem(false));
afterEach(() => {
  setTheme('system');
  localStorage.clear();
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('the theme store', () => {
  it('reads a stored choice, and anything else as system', () => {
    expect(storedTheme()).toBe('system');
    localStorage.setItem(THEME_KEY, 'sepia');
    expect(storedTheme()).toBe('system');
    localStorage.setItem(THEME_KEY, 'dark');
    expect(storedTheme()).toBe('dark');
  });

  it('shows a chosen theme at once and keeps it on the device', () => {
    setTheme('dark');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    setTheme('light');
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
  });

  it('on system, follows the device when it switches between light and dark', () => {
    const switchSystem = stubSystem(true);
    const { result } = renderHook(() => useTheme());
    act(() => setTheme('system'));
    expect(result.current).toEqual({ theme: 'system', resolved: 'dark' });
    act(() => switchSystem(false));
    expect(result.current).toEqual({ theme: 'system', resolved: 'light' });
    expect(isDark()).toBe(false);
  });

  it('on a chosen theme, ignores the device', () => {
    const switchSystem = stubSystem(false);
    renderHook(() => useTheme());
    act(() => setTheme('light'));
    act(() => switchSystem(true));
    expect(isDark()).toBe(false);
  });

  it("takes the server's theme over the device's copy", () => {
    setTheme('light');
    adoptTheme('dark');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });
});

describe("index.html's theme script (before the first paint)", () => {
  const script = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)![1]!;
  const run = () => new Function(script)();

  it.each([
    ['dark', false, true],
    ['light', true, false],
    ['system', true, true],
    [null, true, true],
    [null, false, false],
  ] as const)('stored %s with a dark device %s → dark %s', (stored, systemDark, dark) => {
    stubSystem(systemDark);
    if (stored) localStorage.setItem(THEME_KEY, stored);
    run();
    expect(isDark()).toBe(dark);
  });
});
