/**
 * The messages module's public entry (issue #20, docs/decisions/0035-messages.md): threads of messages on a visit or
 * a customer, each visible to all, to the customer, or to one employee. GraphQL: messages.schema.ts.
 */
export type { MessagePerson, MessageRecord, MessageVisibilityName } from './message-record.ts';
export { listMessages, type MessageListArgs } from './list-messages.ts';
export { postMessage, type PostMessageInput } from './post-message.ts';
export { listMessageRecipients } from './list-message-recipients.ts';
export { messageEmailType } from './message-mail.ts';
