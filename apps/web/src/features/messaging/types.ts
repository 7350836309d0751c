import type * as Contracts from '@oja/contracts';
import type { z } from 'zod';
import type { Wire } from '@/lib/realtime';

/** The messaging shapes of @oja/contracts as they arrive over HTTP and the websocket (dates as strings). */
export type ChatMessage = Wire<Contracts.ChatMessage>;
export type UnreadMessage = Wire<Contracts.UnreadMessage>;
export type Conversation = Wire<Contracts.Conversation>;
export type GuestConversation = Wire<z.infer<typeof Contracts.guestConversation>>;
export type SeenResult = Contracts.SeenResult;
export type SenderRole = Contracts.SenderRole;
export type HelpdeskMessage = Wire<Contracts.HelpdeskMessage>;
export type HelpdeskTicket = Wire<Contracts.HelpdeskTicket>;
export type HelpdeskTicketDetail = Wire<Contracts.HelpdeskTicketDetail>;
export type Page<T> = Contracts.Paginated<T>;
