import { accountMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { removeAllDrafts } from '@/components/form/draft-storage';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export const LOGOUT_MESSAGE = accountMessages.loggedOut;
export const LOGOUT_REDIRECT_DELAY_MS = 2000;

/** POST /v1/auth/logout: the server revokes the token and clears the `access-token` cookie. */
export const logout = () => api.post<null>('/v1/auth/logout');

/**
 * The client side of ending a session (docs/product/onboarding.md#sign-in-and-session): 'Logged out successfully!', then /login 2 s later;
 * cached server state is dropped once the user is there. Used after logout and after a password
 * change, which the server has already turned into a logout.
 */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    toast.success(LOGOUT_MESSAGE);
    // A shared phone must not show the next person what was being typed.
    removeAllDrafts();
    setTimeout(() => {
      void Promise.resolve(navigate(paths.auth.login.getHref(), { replace: true })).then(() =>
        queryClient.clear(),
      );
    }, LOGOUT_REDIRECT_DELAY_MS);
  }, [navigate, queryClient]);
};

/** Logs out on the server, then ends the session here. */
export const useLogout = () => {
  const endSession = useEndSession();
  return useMutation({ mutationFn: logout, onSuccess: endSession });
};
