import { z } from 'zod';

/** Every JSON response of the API is wrapped in this envelope (docs/architecture.md#following-one-request-create-product). */
export const responseStatus = z.enum(['Success', 'Failed']);
export type ResponseStatus = z.infer<typeof responseStatus>;

export const fieldError = z.object({ path: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldError>;

export const envelope = <T extends z.ZodType>(data: T) =>
  z.object({
    code: z.number().int(),
    status: responseStatus,
    message: z.string(),
    data,
  });

export const errorEnvelope = z.object({
  code: z.number().int(),
  status: z.literal('Failed'),
  message: z.string(),
  data: z.null(),
  errors: z.array(fieldError).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export interface Envelope<T> {
  code: number;
  status: ResponseStatus;
  message: string;
  data: T;
  errors?: FieldError[];
}
