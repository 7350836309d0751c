import { beforeEach, describe, expect, it } from 'vitest';
import type { UnreadMessage } from '../types';
import {
  emptyUnreadState,
  MESSAGES_STORAGE_KEY,
  readCachedMessages,
  removeConversationUnread,
  replaceUnreadMessages,
  saveUnreadMessage,
  unreadInConversation,
  writeCachedMessages,
} from './unread-store';

const unread = (id: string, conversationId: string): UnreadMessage => ({
  id,
  conversationId,
  senderRole: 'buyer',
  text: `message ${id}`,
  seenAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
});

describe('unread store (SPEC §4)', () => {
  it('saves a message and records its conversation as the incoming one', () => {
    const state = saveUnreadMessage(emptyUnreadState, unread('m1', 'c1'));
    expect(state.messages.map((m) => m.id)).toEqual(['m1']);
    expect(state.incomingConversationId).toBe('c1');

    const next = saveUnreadMessage(state, unread('m2', 'c2'));
    expect(next.messages.map((m) => m.id)).toEqual(['m2', 'm1']);
    expect(next.incomingConversationId).toBe('c2');
  });

  it('does not add a message whose id is already present', () => {
    const state = saveUnreadMessage(
      saveUnreadMessage(emptyUnreadState, unread('m1', 'c1')),
      unread('m2', 'c2'),
    );
    const again = saveUnreadMessage(state, unread('m1', 'c1'));
    expect(again.messages.map((m) => m.id)).toEqual(['m2', 'm1']);
    // It is still the conversation the latest arrival came in on.
    expect(again.incomingConversationId).toBe('c1');
  });

  it('removing a conversation drops all of its unread messages and only those', () => {
    let state = emptyUnreadState;
    for (const [id, conversation] of [
      ['m1', 'c1'],
      ['m2', 'c2'],
      ['m3', 'c1'],
    ] as const)
      state = saveUnreadMessage(state, unread(id, conversation));

    const next = removeConversationUnread(state, 'c1');
    expect(next.messages.map((m) => m.id)).toEqual(['m2']);
    expect(unreadInConversation(next, 'c1')).toBe(0);
    expect(unreadInConversation(next, 'c2')).toBe(1);
    // c1 was the incoming conversation; it has nothing unread any more.
    expect(next.incomingConversationId).toBeNull();
    expect(removeConversationUnread(next, 'c9').incomingConversationId).toBeNull();
    expect(
      removeConversationUnread(saveUnreadMessage(next, unread('m4', 'c2')), 'c1').incomingConversationId,
    ).toBe('c2');
  });

  it("takes the server's list, keeping the incoming conversation only while it has unread", () => {
    const state = saveUnreadMessage(emptyUnreadState, unread('m1', 'c1'));
    expect(replaceUnreadMessages(state, [unread('m1', 'c1'), unread('m0', 'c2')])).toEqual({
      messages: [unread('m1', 'c1'), unread('m0', 'c2')],
      incomingConversationId: 'c1',
    });
    expect(replaceUnreadMessages(state, [unread('m0', 'c2')]).incomingConversationId).toBeNull();
    expect(replaceUnreadMessages(undefined, []).incomingConversationId).toBeNull();
  });
});

describe("the 'messages' cache in localStorage", () => {
  beforeEach(() => localStorage.clear());

  it('keeps each user’s messages under their user id', () => {
    writeCachedMessages('user-a', [unread('m1', 'c1')]);
    writeCachedMessages('user-b', [unread('m2', 'c2')]);

    expect(JSON.parse(localStorage.getItem(MESSAGES_STORAGE_KEY)!)).toEqual({
      'user-a': [unread('m1', 'c1')],
      'user-b': [unread('m2', 'c2')],
    });
    expect(readCachedMessages('user-a')).toEqual([unread('m1', 'c1')]);
    expect(readCachedMessages('user-c')).toBeUndefined();

    writeCachedMessages('user-a', []);
    expect(readCachedMessages('user-a')).toEqual([]);
    expect(readCachedMessages('user-b')).toEqual([unread('m2', 'c2')]);
  });

  it('ignores a cache it cannot read', () => {
    localStorage.setItem(MESSAGES_STORAGE_KEY, '{not json');
    expect(readCachedMessages('user-a')).toBeUndefined();
    writeCachedMessages('user-a', [unread('m1', 'c1')]);
    expect(readCachedMessages('user-a')).toEqual([unread('m1', 'c1')]);

    localStorage.setItem(
      MESSAGES_STORAGE_KEY,
      JSON.stringify({ 'user-a': [{ nope: true }, unread('m2', 'c1')] }),
    );
    expect(readCachedMessages('user-a')).toEqual([unread('m2', 'c1')]);
  });
});
