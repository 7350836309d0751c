import { z } from 'zod';

/**
 * Field rules shared by the dashboard's forms. SPEC §5 leaves login, onboarding and password rules
 * open; these are the web's own until @oja/contracts publishes the server's schemas.
 */
export const MIN_PASSWORD_LENGTH = 8;

export const emailField = z.string().trim().min(1, 'Enter your email').pipe(z.email('Enter a valid email'));

export const newPasswordField = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
