import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../types';
import {
  insertThreadMessage,
  markThreadSeen,
  newestWaitingFor,
  olderPageParam,
  threadMessages,
  type ThreadPages,
} from './thread-pages';

const message = (
  id: string,
  minute: number,
  senderRole: ChatMessage['senderRole'] = 'buyer',
): ChatMessage => ({
  id,
  conversationId: 'c1',
  senderRole,
  text: id,
  seenAt: null,
  createdAt: `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`,
});

const pages = (...lists: ChatMessage[][]): ThreadPages => ({
  pages: lists.map((results) => ({ results, page: 1, limit: 2, totalPages: 2, totalResults: 4 })),
  pageParams: lists.map((_, i) => (i === 0 ? undefined : lists[i - 1]!.at(-1)!.id)),
});

describe('thread pages', () => {
  it('lists the loaded pages oldest first, each message once', () => {
    const data = pages([message('m4', 4), message('m3', 3)], [message('m3', 3), message('m2', 2)]);
    expect(threadMessages(data).map((m) => m.id)).toEqual(['m2', 'm3', 'm4']);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('asks for older pages before the oldest message loaded, until none are left', () => {
    expect(
      olderPageParam({
        results: [message('m4', 4), message('m3', 3)],
        page: 1,
        limit: 2,
        totalPages: 2,
        totalResults: 4,
      }),
    ).toBe('m3');
    expect(
      olderPageParam({ results: [message('m2', 2)], page: 1, limit: 2, totalPages: 1, totalResults: 1 }),
    ).toBeUndefined();
  });

  it('adds a live message to the newest page once', () => {
    const data = pages([message('m2', 2), message('m1', 1)]);
    const once = insertThreadMessage(data, message('m3', 3));
    expect(threadMessages(once).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(once!.pages[0]!.totalResults).toBe(5);
    expect(insertThreadMessage(once, message('m3', 3))).toBe(once);
    expect(insertThreadMessage(undefined, message('m3', 3))).toBeUndefined();
  });

  it('marks as seen only what waited for the reader', () => {
    const data = pages([
      message('m3', 3, 'merchant'),
      message('m2', 2, 'buyer'),
      message('m1', 1, 'support'),
    ]);
    const seenAt = '2026-03-01T11:00:00.000Z';

    const byMerchant = threadMessages(markThreadSeen(data, 'merchant', seenAt));
    expect(byMerchant.map((m) => [m.id, m.seenAt])).toEqual([
      ['m1', seenAt],
      ['m2', seenAt],
      ['m3', null],
    ]);
    const byBuyer = threadMessages(markThreadSeen(data, 'buyer', seenAt));
    expect(byBuyer.map((m) => [m.id, m.seenAt])).toEqual([
      ['m1', null],
      ['m2', null],
      ['m3', seenAt],
    ]);
  });

  it('finds the newest message waiting for the reader', () => {
    const list = [message('m1', 1, 'buyer'), message('m2', 2, 'buyer'), message('m3', 3, 'merchant')];
    expect(newestWaitingFor(list, 'merchant')?.id).toBe('m2');
    expect(newestWaitingFor(list, 'buyer')?.id).toBe('m3');
    expect(
      newestWaitingFor([{ ...list[0]!, seenAt: '2026-03-01T11:00:00.000Z' }], 'merchant'),
    ).toBeUndefined();
  });
});
