import type { UnreadMessage } from '../types';

/**
 * The unread-message rules of docs/product/messaging.md#unread-messages, as pure functions over an immutable state:
 * - saving one adds it only if its id is not already present, and records its conversationId as the
 *   incoming conversation;
 * - removing a conversation drops all of its unread messages;
 * - the messages are also cached in localStorage under 'messages', by user id.
 */
export interface UnreadState {
  /** Newest first, as the server lists them. */
  messages: UnreadMessage[];
  /** The conversation the latest unread message came in on. */
  incomingConversationId: string | null;
}

export const emptyUnreadState: UnreadState = { messages: [], incomingConversationId: null };

export const saveUnreadMessage = (state: UnreadState, message: UnreadMessage): UnreadState => ({
  messages: state.messages.some((m) => m.id === message.id) ? state.messages : [message, ...state.messages],
  incomingConversationId: message.conversationId,
});

export const removeConversationUnread = (state: UnreadState, conversationId: string): UnreadState => ({
  messages: state.messages.filter((m) => m.conversationId !== conversationId),
  incomingConversationId:
    state.incomingConversationId === conversationId ? null : state.incomingConversationId,
});

/** The server's list replaces the local one; the incoming conversation stays while it has unread. */
export const replaceUnreadMessages = (
  state: UnreadState | undefined,
  messages: UnreadMessage[],
): UnreadState => {
  const incoming = state?.incomingConversationId ?? null;
  return {
    messages,
    incomingConversationId: incoming && messages.some((m) => m.conversationId === incoming) ? incoming : null,
  };
};

export const unreadInConversation = (state: UnreadState | undefined, conversationId: string) =>
  state?.messages.filter((m) => m.conversationId === conversationId).length ?? 0;

// ── The localStorage cache ──────────────────────────────────────────────────

export const MESSAGES_STORAGE_KEY = 'messages';

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): StorageLike | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled (privacy settings)
  }
};

const isUnreadMessage = (value: unknown): value is UnreadMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UnreadMessage).id === 'string' &&
  typeof (value as UnreadMessage).conversationId === 'string';

const readAll = (storage: StorageLike): Record<string, unknown> => {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(MESSAGES_STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
};

/** The cached unread messages of a user, or undefined when none are cached (or the cache is unreadable). */
export const readCachedMessages = (
  userId: string,
  storage: StorageLike | undefined = browserStorage(),
): UnreadMessage[] | undefined => {
  if (!storage) return undefined;
  const mine = readAll(storage)[userId];
  return Array.isArray(mine) ? mine.filter(isUnreadMessage) : undefined;
};

/** Caches a user's unread messages beside the other users' entries. */
export const writeCachedMessages = (
  userId: string,
  messages: UnreadMessage[],
  storage: StorageLike | undefined = browserStorage(),
) => {
  if (!storage) return;
  try {
    storage.setItem(MESSAGES_STORAGE_KEY, JSON.stringify({ ...readAll(storage), [userId]: messages }));
  } catch {
    // Quota exceeded: the cache only speeds up the first paint of the badge.
  }
};
