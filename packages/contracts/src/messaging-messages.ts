// Plain values, apart from messaging.ts's zod schemas, so that a screen needing only these loads no zod.

/** At most this many messages per minute from one merchant (and from one conversation's counterpart). */
export const MESSAGES_PER_MINUTE = 60;
export const MESSAGE_MAX_LENGTH = 4000;

/** Messages the server and the dashboard share word for word (docs/product/messages.md#fallback-messages and docs/product/messaging.md). */
export const messagingMessages = {
  couldNotGetMessages: 'Could not get messages. Try again later.',
  couldNotGetUnread: 'Could not get unread messages. Try again later.',
  requestAccepted: 'Request Accepted Successfully!',
  requestDeclined: 'Request Declined Successfully!',
  requestSent: 'Request sent successfully',
  requestToSelf: 'You cannot send a request to yourself',
  requestAlreadyPending: 'You already have a pending request to this merchant',
  requestAlreadyAnswered: 'This request has already been answered',
  tooManyMessages: 'Too many messages. Try again in a minute.',
  enterMessage: 'Enter a message',
  operatorsOnly: 'Only support operators can do this',
} as const;

/** How long until a 24-hour limit frees a slot, in words. */
const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 60
    ? `${minutes} minute${minutes === 1 ? '' : 's'}`
    : `${Math.ceil(minutes / 60)} hour${minutes <= 60 ? '' : 's'}`;
};

/** The 429 of the per-merchant limit on emails to other people (invitations, invoices, bookings). */
export const merchantEmailLimitMessage = (perDay: number, retryAfterSeconds: number) =>
  `You can send at most ${perDay} emails to buyers and customers in 24 hours. Try again in ${waitText(retryAfterSeconds)}.`;

/** The 429 of the per-merchant limit on emails to one address. */
export const recipientEmailLimitMessage = (perDay: number, retryAfterSeconds: number) =>
  `You can send at most ${perDay} emails to one address in 24 hours. Try again in ${waitText(retryAfterSeconds)}.`;

/** The 429 of the platform-wide hourly ceiling on emails to people other than the account owners. */
export const platformEmailLimitMessage = (retryAfterSeconds: number) =>
  `Oja is sending too many emails for sellers right now. Try again in ${waitText(retryAfterSeconds)}.`;

/** Refusals of emails sent on a merchant's behalf. */
export const merchantMailMessages = {
  /** 403: an account whose owner has not proven their email address cannot make Oja email anyone else. */
  verifyEmailFirst:
    'Verify your email address before Oja sends emails for you to buyers or customers. Enter the code we emailed you (you can ask for a new one).',
} as const;

/** The 429 of the per-merchant limit on new buyer conversations. */
export const conversationLimitMessage = (perDay: number, retryAfterSeconds: number) =>
  `You can start at most ${perDay} new conversations in 24 hours. Try again in ${waitText(retryAfterSeconds)}.`;

/** Where an email sent on a merchant's behalf says who wrote it: the From name and the closing lines. */
export const merchantMailLabel = {
  senderSuffix: '(seller on Oja)',
  footer: (name: string) =>
    `This email was sent by ${name}, a seller using Oja. Oja did not write it and never asks for ` +
    'passwords, PINs or card details by email.',
} as const;
