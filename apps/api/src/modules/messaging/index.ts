// What other modules may use of messaging; everything else in the folder is its own.
export { listSupportConversations, supportConversation } from './conversation-service.ts';
export { markConversationSeen, messageHistory, postMessage } from './message-service.ts';
export { type BuyerTopic, enterBuyerConversation } from './conversation-entry.ts';
export { type MessagingContext, messagingContextOf } from './messaging-context.ts';
