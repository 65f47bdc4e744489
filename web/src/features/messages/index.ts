/**
 * The messages feature's public entry: a visit's or a customer's thread of messages (for all, only the customer, or
 * private to one employee) with its composer.
 */
export { MessageThread, type MessageThreadProps } from './message-thread.tsx';
export { messagesKey } from './messages-api.ts';
