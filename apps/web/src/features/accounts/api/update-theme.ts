import type { ThemePreference } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-profile';
import { setTheme } from '@/lib/theme';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';

export const UPDATE_THEME_FALLBACK = 'Could not save your theme for your other devices. Try again later.';

/** PUT /v1/users/theme: the same theme sent twice is kept once, so no Idempotency-Key is needed. */
export const updateTheme = (theme: ThemePreference) =>
  api.put<UserProfile>('/v1/users/theme', { theme }, { fallbackMessage: UPDATE_THEME_FALLBACK });

/**
 * Shows the chosen theme at once (and keeps it on this device), then keeps it on the profile so that
 * it follows the user; a failure says so and leaves this device on the chosen theme.
 */
export const useUpdateTheme = () => {
  const session = useSession();
  return useMutation({
    mutationFn: updateTheme,
    onMutate: (theme) => setTheme(theme),
    onSuccess: (saved) => session.set(saved),
    onError: (error) => toast.error(error.message || UPDATE_THEME_FALLBACK),
  });
};
