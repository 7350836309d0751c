/** The query keys of messaging and the helpdesk; lists are invalidated through their prefixes. */
export const messagingKeys = {
  all: ['messaging'] as const,
  unread: (userId: string) => ['messaging', 'unread', userId] as const,
  conversations: (userId: string) => ['messaging', 'conversations', userId] as const,
  threads: () => ['messaging', 'thread'] as const,
  thread: (conversationId: string) => ['messaging', 'thread', conversationId] as const,
  guest: (token: string) => ['messaging', 'guest', token] as const,
  guestThread: (token: string) => ['messaging', 'guest', token, 'messages'] as const,
};

export const helpdeskKeys = {
  all: ['helpdesk'] as const,
  tickets: (page: number) => ['helpdesk', 'tickets', page] as const,
  ticket: (ticketId: string) => ['helpdesk', 'ticket', ticketId] as const,
  messagesByEmail: (email: string, page: number) => ['helpdesk', 'messages', email, page] as const,
};
