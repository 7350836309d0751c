import type { LoginRequest } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LoginResponse, UserProfile } from '@/types/api';
import { useSession } from '@/lib/session/use-profile';

/** The server answers with the user and sets the HttpOnly `access-token` cookie. */
export const login = (credentials: LoginRequest) => api.post<LoginResponse>('/v1/auth/login', credentials);

/** Logs in and primes the profile cache with the user; the caller's onSuccess runs after. */
export const useLogin = ({ onSuccess }: { onSuccess?: (user: UserProfile) => void } = {}) => {
  const session = useSession();
  return useMutation({
    mutationFn: login,
    // The login form shows the failure itself ('Incorrect email or password').
    meta: { toastError: false },
    onSuccess: ({ user }) => {
      session.set(user);
      onSuccess?.(user);
    },
  });
};
