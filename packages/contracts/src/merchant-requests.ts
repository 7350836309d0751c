import { z } from 'zod';
import { messagingMessages } from './messaging-messages.ts';
import { pageQuery } from './pagination.ts';
import { multiLineText, singleLineText } from './text.ts';
import { timestamp } from './timestamp.ts';

/**
 * Merchant requests: one merchant writes to another (by username or email), who accepts or declines.
 * Typed as the server builds them (a moment may still be a Date); they leave as `timestamp` strings.
 */
export const merchantRequestStatus = z.enum(['pending', 'accepted', 'declined']);
export type MerchantRequestStatus = z.infer<typeof merchantRequestStatus>;

/** The other merchant of a request, without contact details they did not choose to share. */
export const requestMerchant = z.object({
  id: z.string(),
  businessName: z.string().nullable(),
  username: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
});

export const merchantRequest = z.object({
  id: z.string(),
  status: merchantRequestStatus,
  message: z.string(),
  sender: requestMerchant,
  receiver: requestMerchant,
  respondedAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type MerchantRequest = z.input<typeof merchantRequest>;

const requestFilter = z.enum([...merchantRequestStatus.options, 'all']);
/** The received list shows pending requests unless asked otherwise (docs/product/messaging.md#calls). */
export const receivedRequestsQuery = pageQuery.extend({ status: requestFilter.default('pending') });
export const sentRequestsQuery = pageQuery.extend({ status: requestFilter.default('all') });
export const sendRequestBody = z.object({
  recipient: singleLineText().trim().min(1, 'Enter the username or email of a merchant').max(254),
  message: multiLineText().trim().min(1, messagingMessages.enterMessage).max(1000),
});
export type SendRequestBody = z.infer<typeof sendRequestBody>;
