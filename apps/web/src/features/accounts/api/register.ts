import type { OnboardingRequest } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { LoginResponse, UserProfile } from '@/types/api';

/**
 * POST /v1/auth/register with docs/product/onboarding.md#profile-and-password's onboarding data. The server creates the merchant, logs it in
 * (sets the `access-token` cookie; 201 'Onboarding Successful') and emails a 6-digit code.
 */
export const register = (body: OnboardingRequest) => api.post<LoginResponse>('/v1/auth/register', body);

/** The form shows failures itself (a taken email or username on its field). */
export const useRegister = ({ onSuccess }: { onSuccess?: (user: UserProfile) => void } = {}) =>
  useMutation({
    mutationFn: register,
    meta: { toastError: false },
    onSuccess: ({ user }) => onSuccess?.(user),
  });
