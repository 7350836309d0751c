// Plain values, apart from messaging.ts's zod schemas, so that a screen needing only these loads no zod.

/** At most this many messages per minute from one merchant (and from one conversation's counterpart). */
export const MESSAGES_PER_MINUTE = 60;
export const MESSAGE_MAX_LENGTH = 4000;

/** Messages the server and the dashboard share word for word (SPEC §8 and the messaging issue). */
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
