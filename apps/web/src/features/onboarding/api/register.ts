import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ServiceType } from '@/types/api';

/** SPEC §3 "Onboarding data". */
export interface RegisterInput {
  email: string;
  firstName: string;
  username: string;
  surname: string;
  password: string;
  confirmPassword: string;
  phone: string;
  serviceType: ServiceType;
  businessName: string;
  category: string;
}

export const register = (body: RegisterInput) =>
  api.request<unknown>('/v1/auth/register', { method: 'POST', body });

export const useRegister = () => useMutation({ mutationFn: register });
