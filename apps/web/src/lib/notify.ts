import { toast } from './toast';
import { ApiError, extractErrorMessage } from './api-error';

/** Toasts a failure's message, unless the API client has already dealt with it (redirect, network toast). */
export const notifyError = (error: unknown, fallback?: string) => {
  if (error instanceof ApiError && error.handled) return;
  toast.error(extractErrorMessage(error, fallback));
};
