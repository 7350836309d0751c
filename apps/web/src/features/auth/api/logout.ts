import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';

export const LOGOUT_MESSAGE = 'Logged out successfully!';
export const LOGOUT_REDIRECT_DELAY_MS = 2000;

export const logout = () => api.post<null>('/v1/auth/logout');

/**
 * Ends the session: the server clears the cookie, the user sees 'Logged out successfully!' and is
 * taken to /login 2 s later; cached server state is dropped once they are there.
 */
export const useLogout = () => {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      toast.success(LOGOUT_MESSAGE);
      setTimeout(() => {
        void Promise.resolve(navigate(paths.auth.login.getHref(), { replace: true })).then(() =>
          queryClient.clear(),
        );
      }, LOGOUT_REDIRECT_DELAY_MS);
    },
  });
};
