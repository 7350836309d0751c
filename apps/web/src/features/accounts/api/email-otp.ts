import { accountMessages, type otpSent } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import type { UserProfile } from '@/types/api';

export const VERIFY_EMAIL_FALLBACK = 'Could not verify your email. Try again later.';

/** POST /v1/auth/send-otp-verification-email: a new code to the signed-in user's email. */
export const sendOtpEmail = () => api.post<z.infer<typeof otpSent>>('/v1/auth/send-otp-verification-email');

/** POST /v1/auth/verify-otp-email: the code for the signed-in user; answers with the updated profile. */
export const verifyOtpEmail = (body: { otp: string }) =>
  api.post<UserProfile>('/v1/auth/verify-otp-email', body, { fallbackMessage: VERIFY_EMAIL_FALLBACK });

/** Sends another code; failures (e.g. too many codes for this address) are toasted. */
export const useSendOtpEmail = () =>
  useMutation({
    mutationFn: sendOtpEmail,
    onSuccess: () => toast.success(accountMessages.otpSentEmail),
  });

/** The form shows a wrong, expired or used code itself. */
export const useVerifyOtpEmail = ({ onSuccess }: { onSuccess?: (user: UserProfile) => void } = {}) =>
  useMutation({ mutationFn: verifyOtpEmail, meta: { toastError: false }, onSuccess });
