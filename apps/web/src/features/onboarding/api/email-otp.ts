import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const OTP_LENGTH = 6;
export const VERIFY_EMAIL_FALLBACK = 'Could not verify your email. Try again later.';

/** Emails a 6-digit code to the new account's address. */
export const sendOtpEmail = (body: { email: string }) =>
  api.request<unknown>('/v1/auth/send-otp-verification-email', { method: 'POST', body });

export const verifyOtpEmail = (body: { email: string; otp: string }) =>
  api.post<unknown>('/v1/auth/verify-otp-email', body, { fallbackMessage: VERIFY_EMAIL_FALLBACK });

export const useSendOtpEmail = () => useMutation({ mutationFn: sendOtpEmail });

export const useVerifyOtpEmail = () => useMutation({ mutationFn: verifyOtpEmail });
