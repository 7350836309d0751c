import { type HelpdeskMessage, type HelpdeskTicketDetail, toPaginated } from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { notify } from '../notifications/index.ts';
import { helpdeskRepository } from './helpdesk-repository.ts';

export interface HelpdeskContext {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
}

type Page = { page: number; limit: number };
const offsetOf = ({ page, limit }: Page) => (page - 1) * limit;

async function detail(db: Executor, merchantId: string, ticketId: string): Promise<HelpdeskTicketDetail> {
  const ticket = await helpdeskRepository.find(db, merchantId, ticketId);
  if (!ticket) throw notFound('Ticket');
  return { ...ticket, messages: await helpdeskRepository.messagesOfTicket(db, merchantId, ticketId) };
}

/** Opens a ticket with its first message; replies go to the merchant's current email. */
export async function openTicket(
  ctx: HelpdeskContext,
  merchant: { id: string; email: string },
  input: { subject: string; message: string },
) {
  const ticketId = await ctx.db.transaction(async (tx) => {
    const ticket = await helpdeskRepository.insertTicket(tx, merchant.id, {
      email: merchant.email,
      subject: input.subject,
    });
    await helpdeskRepository.insertReply(tx, {
      merchantId: merchant.id,
      ticketId: ticket.id,
      authorRole: 'merchant',
      authorId: merchant.id,
      body: input.message,
    });
    return ticket.id;
  });
  return detail(ctx.db, merchant.id, ticketId);
}

/** The merchant adds to their ticket: it waits for support again. */
export async function replyAsMerchant(
  ctx: HelpdeskContext,
  merchantId: string,
  ticketId: string,
  body: string,
) {
  return ctx.db.transaction(async (tx) => {
    const ticket = await helpdeskRepository.findForUpdate(tx, merchantId, ticketId);
    if (!ticket) throw notFound('Ticket');
    const message = await helpdeskRepository.insertReply(tx, {
      merchantId,
      ticketId,
      authorRole: 'merchant',
      authorId: merchantId,
      body,
    });
    await helpdeskRepository.setStatus(tx, merchantId, ticketId, 'open', message.createdAt);
    return message;
  });
}

/** Support answers a merchant's ticket: the merchant is notified and emailed. */
export async function replyAsSupport(
  ctx: HelpdeskContext,
  operatorId: string,
  target: { merchantId: string; ticketId: string },
  body: string,
): Promise<HelpdeskMessage> {
  const { merchantId, ticketId } = target;
  const { message, email, subject } = await ctx.db.transaction(async (tx) => {
    const ticket = await helpdeskRepository.findForUpdate(tx, merchantId, ticketId);
    if (!ticket) throw notFound('Ticket');
    const message = await helpdeskRepository.insertReply(tx, {
      merchantId,
      ticketId,
      authorRole: 'support',
      authorId: operatorId,
      body,
    });
    await helpdeskRepository.setStatus(tx, merchantId, ticketId, 'answered', message.createdAt);
    await notify(tx, merchantId, {
      type: 'helpdesk.reply',
      title: `Support replied: ${ticket.subject}`,
      body: body.length > 140 ? `${body.slice(0, 139)}…` : body,
      link: `/message?ticket=${ticketId}`,
    });
    return { message, email: ticket.email, subject: ticket.subject };
  });
  await ctx.mailer.send({
    channel: 'email',
    to: email,
    subject: `Re: ${subject}`,
    text: `${body}\n\nReply from your dashboard: ${ctx.publicUrl}/message?ticket=${ticketId}`,
  });
  return message;
}

export async function listTickets(
  ctx: HelpdeskContext,
  merchantId: string | null,
  query: Page & { status?: 'open' | 'answered' },
) {
  const { rows, total } = await helpdeskRepository.listTickets(ctx.db, merchantId, {
    status: query.status,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return toPaginated(rows, total, query);
}

export const getTicket = (ctx: HelpdeskContext, merchantId: string, ticketId: string) =>
  detail(ctx.db, merchantId, ticketId);

/** GET /v1/helpdesk/get-messages-email/{email}: the caller's own helpdesk messages; any other email is not found. */
export async function messagesByEmail(
  ctx: HelpdeskContext,
  caller: { id: string; email: string },
  email: string,
  query: Page,
) {
  if (email.trim().toLowerCase() !== caller.email.toLowerCase()) throw notFound('Messages');
  const { rows, total } = await helpdeskRepository.messagesOfMerchant(ctx.db, caller.id, {
    limit: query.limit,
    offset: offsetOf(query),
  });
  return toPaginated(rows, total, query);
}
