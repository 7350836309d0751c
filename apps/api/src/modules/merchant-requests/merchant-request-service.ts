import { type MerchantRequest, messagingMessages, type SendRequestBody, toPaginated } from '@oja/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { conflict, notFound, unprocessable } from '../../lib/app-error.ts';
import { notify } from '../notifications/index.ts';
import { merchantRequestRepository } from './merchant-request-repository.ts';
import { isUniqueViolation } from '../../lib/db/unique-violation.ts';

type StatusFilter = MerchantRequest['status'] | 'all';
type ListQuery = { status: StatusFilter; page: number; limit: number };

const displayName = (m: MerchantRequest['sender']) =>
  m.businessName || `${m.firstName} ${m.lastName}`.trim() || m.username || 'A merchant';

async function viewOrThrow(db: Executor, merchantId: string, id: string): Promise<MerchantRequest> {
  const row = await merchantRequestRepository.view(db, merchantId, id);
  if (!row) throw notFound('Request');
  return row;
}

/** Sends a partnership request to another merchant, found by username or email; they are notified. */
export async function sendRequest(
  db: Database,
  senderId: string,
  body: SendRequestBody,
): Promise<MerchantRequest> {
  const receiver = await merchantRequestRepository.findMerchant(db, body.recipient);
  if (!receiver) throw notFound('Merchant');
  if (receiver.id === senderId) throw unprocessable(messagingMessages.requestToSelf);
  try {
    return await db.transaction(async (tx) => {
      const id = await merchantRequestRepository.insert(tx, {
        merchantId: receiver.id,
        senderId,
        message: body.message,
      });
      const request = await viewOrThrow(tx, receiver.id, id);
      await notify(tx, receiver.id, {
        type: 'request.received',
        title: `${displayName(request.sender)} sent you a request`,
        body: body.message,
        link: '/market-place',
      });
      return request;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'merchant_requests_one_pending'))
      throw conflict(messagingMessages.requestAlreadyPending);
    throw error;
  }
}

/**
 * Accepts or declines a received request. Only a pending request changes, and only once: the update
 * is conditional on `pending`, so of two concurrent answers exactly one wins and the other gets 409.
 */
export async function answerRequest(
  db: Database,
  merchantId: string,
  id: string,
  status: 'accepted' | 'declined',
): Promise<MerchantRequest> {
  return db.transaction(async (tx) => {
    const answered = await merchantRequestRepository.answer(tx, merchantId, id, status);
    if (!answered) {
      if (await merchantRequestRepository.exists(tx, merchantId, id))
        throw conflict(messagingMessages.requestAlreadyAnswered);
      throw notFound('Request');
    }
    const request = await viewOrThrow(tx, merchantId, id);
    await notify(tx, answered.senderId, {
      type: 'request.answered',
      title: `${displayName(request.receiver)} ${status} your request`,
      body: request.message,
      link: '/market-place',
    });
    return request;
  });
}

export async function listRequests(
  db: Executor,
  side: 'received' | 'sent',
  merchantId: string,
  query: ListQuery,
) {
  const { rows, total } = await merchantRequestRepository.list(db, side, merchantId, {
    status: query.status,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return toPaginated(rows, total, query);
}
