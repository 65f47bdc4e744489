import { isUuid, personName } from '@servio/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { badInput, notFound } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { parseInput } from '../../core/validate.ts';
import { queryRows } from '../../db/sql.ts';
import { messages } from '../../db/tables/index.ts';
import { recipientCondition } from './list-message-recipients.ts';
import { sendMessageMail } from './message-mail.ts';
import { noticeMessage } from './message-notices.ts';
import {
  messageColumns,
  toMessageRecord,
  visibilityValue,
  type MessageRecord,
  type MessageVisibilityName,
} from './message-record.ts';
import { findThread } from './message-thread.ts';

export interface PostMessageInput {
  visitId?: string | null;
  customerId?: string | null;
  visibility: MessageVisibilityName;
  recipientUserId?: string | null;
  body: string;
}

export const messageBodySchema = z.object({ body: z.string().trim().min(1, 'required').max(4000, 'tooLong') });

/** Refuses what the actor's role may not post (docs/decisions/0035-messages.md) before anything is read. */
function assertMayPost(scope: TenantScope, input: PostMessageInput) {
  const { role } = scope.actor;
  if (role === 'customer' && input.visibility !== 'ALL') throw badInput('visibility', 'message.customerAllOnly');
  if ((role === 'employee' || role === 'supplier') && input.visibility === 'CUSTOMER')
    throw badInput('visibility', 'message.notAllowed');
  if (input.visibility === 'EMPLOYEE' && !input.recipientUserId) throw badInput('recipientUserId', 'required');
  if (input.visibility !== 'EMPLOYEE' && input.recipientUserId)
    throw badInput('recipientUserId', 'message.recipientNotAllowed');
}

/** The recipient must be an active staff member of the company. */
async function assertRecipient(scope: TenantScope, userId: string) {
  const valid =
    isUuid(userId) &&
    (
      await queryRows(
        scope.db,
        sql`select 1 from users u where u.id = ${userId} and ${recipientCondition(scope.companyId)}`,
      )
    ).length > 0;
  if (!valid) throw badInput('recipientUserId', 'message.recipientInvalid');
}

/**
 * Posts a message on a visit's or a customer's thread the actor sees, tells the people it concerns
 * (message-notices.ts) and, when staff write to the customer (ALL or CUSTOMER), mails the customer.
 * The author's name and role are kept as they are now.
 */
export async function postMessage(scope: TenantScope, input: PostMessageInput): Promise<MessageRecord> {
  assertMayPost(scope, input);
  const { body } = parseInput(messageBodySchema, { body: input.body });
  const thread = await findThread(scope, input);
  if (input.recipientUserId) await assertRecipient(scope, input.recipientUserId);
  const isCustomer = scope.actor.role === 'customer';
  // A customer's login writes as its customer; staff as themselves.
  const authorName = isCustomer ? thread.customerName : personName(scope.actor);
  const [row] = await scope.db
    .insert(messages)
    .values({
      companyId: scope.companyId,
      visitId: thread.visitId,
      customerId: thread.customerId,
      visibility: visibilityValue(input.visibility),
      recipientUserId: input.visibility === 'EMPLOYEE' ? input.recipientUserId! : null,
      authorUserId: scope.actor.userId,
      authorName,
      authorRole: scope.actor.role,
      body,
    })
    .returning({ id: messages.id });
  const message = {
    id: row!.id,
    visibility: input.visibility,
    recipientUserId: input.recipientUserId ?? null,
    authorName,
  };
  await noticeMessage(scope, thread, message);
  if (!isCustomer && input.visibility !== 'EMPLOYEE') await sendMessageMail(scope, thread, { authorName, body });
  const [saved] = await queryRows<Record<string, unknown>>(
    scope.db,
    sql`select ${messageColumns} from messages m left join users u on u.id = m.recipient_user_id where m.id = ${row!.id}`,
  );
  if (!saved) throw notFound();
  return toMessageRecord(saved, scope.actor.userId);
}
