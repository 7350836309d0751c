/**
 * The colour themes a user may choose; `system` follows the device's light or dark setting
 * (decision 041). Plain values without zod, so the dashboard's entry chunk can read them.
 */
export const themes = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themes)[number];
