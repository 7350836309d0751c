import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage, Page, SenderRole } from '../types';

/**
 * A conversation's history as TanStack Query holds it: pages of the server's newest-first list, the
 * first page the newest, each next page older (fetched with `before` = the oldest id loaded so far).
 * These pure helpers read it in display order and fold live messages and read receipts into it.
 */
export type ThreadPages = InfiniteData<Page<ChatMessage>, unknown>;

/** History is fetched this many messages at a time. */
export const THREAD_PAGE_SIZE = 30;

const byTime = (a: ChatMessage, b: ChatMessage) =>
  a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt.localeCompare(b.createdAt);

/** Every loaded message once, oldest first (newest at the bottom of the thread). */
export const threadMessages = (data: ThreadPages | undefined): ChatMessage[] => {
  const unique = new Map<string, ChatMessage>();
  for (const page of data?.pages ?? []) for (const message of page.results) unique.set(message.id, message);
  return [...unique.values()].sort(byTime);
};

/** The `before` cursor of the next (older) page, or undefined when the oldest message is loaded. */
export const olderPageParam = (lastPage: Page<ChatMessage>): string | undefined =>
  lastPage.totalResults > lastPage.results.length ? lastPage.results.at(-1)?.id : undefined;

/** Adds a message that arrived live (or was just sent) to the newest page, once. */
export const insertThreadMessage = (
  data: ThreadPages | undefined,
  message: ChatMessage,
): ThreadPages | undefined => {
  if (!data || data.pages.length === 0) return data;
  if (data.pages.some((page) => page.results.some((m) => m.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  return {
    ...data,
    pages: [
      { ...newest!, results: [message, ...newest!.results], totalResults: newest!.totalResults + 1 },
      ...older,
    ],
  };
};

/** Whether a message waits to be read by `reader` (the merchant reads everything not their own). */
export const waitsFor = (message: ChatMessage, reader: SenderRole) =>
  message.seenAt === null &&
  (reader === 'merchant' ? message.senderRole !== 'merchant' : message.senderRole === 'merchant');

/** Marks what waited for `reader` as seen at `seenAt` (a read receipt). */
export const markThreadSeen = (
  data: ThreadPages | undefined,
  reader: SenderRole,
  seenAt: string,
): ThreadPages | undefined => {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      results: page.results.map((m) => (waitsFor(m, reader) ? { ...m, seenAt } : m)),
    })),
  };
};

/** The newest message that waits for `reader`, if any: opening the thread marks it (and older ones) seen. */
export const newestWaitingFor = (messages: readonly ChatMessage[], reader: SenderRole) =>
  messages.findLast((m) => waitsFor(m, reader));
