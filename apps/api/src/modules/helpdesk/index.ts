// What other modules may use of helpdesk; everything else in the folder is its own.
export { getTicket, listTickets, replyAsSupport } from './helpdesk-service.ts';
export type { HelpdeskContext } from './helpdesk-service.ts';
