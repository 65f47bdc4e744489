import { sql } from 'drizzle-orm';
import { messages, type MessageVisibility } from '../../db/tables/index.ts';
import { tableRowReader } from '../../db/sql.ts';

export type MessageVisibilityName = 'ALL' | 'CUSTOMER' | 'EMPLOYEE';

export const visibilityName = (v: MessageVisibility): MessageVisibilityName => v.toUpperCase() as MessageVisibilityName;
export const visibilityValue = (v: MessageVisibilityName): MessageVisibility => v.toLowerCase() as MessageVisibility;

export interface MessagePerson {
  id: string;
  name: string;
}

/** A message as the GraphQL type shows it. */
export interface MessageRecord {
  id: string;
  visitId: string | null;
  customerId: string;
  visibility: MessageVisibilityName;
  recipient: MessagePerson | null;
  author: MessagePerson;
  authorRole: string;
  body: string;
  createdAt: Date;
  mine: boolean;
}

/** A person's name as lists show it: first and last name, else the email. Written against alias `u`. */
export const userNameSql = sql`coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email)`;

/** A message row read in raw SQL (alias `m`) with its recipient's current name (alias `u`, left-joined). */
export const messageReader = tableRowReader(messages, 'm');
export const messageColumns = sql`${messageReader.columns}, ${userNameSql} as "recipientName"`;

export function toMessageRecord(raw: Record<string, unknown>, viewerId: string): MessageRecord {
  const row = messageReader.read(raw);
  const recipientName = raw.recipientName as string | null;
  return {
    id: row.id,
    visitId: row.visitId,
    customerId: row.customerId,
    visibility: visibilityName(row.visibility),
    recipient: row.recipientUserId ? { id: row.recipientUserId, name: recipientName ?? '' } : null,
    // A deleted author keeps the name they wrote under; their id is gone.
    author: { id: row.authorUserId ?? '', name: row.authorName },
    authorRole: row.authorRole,
    body: row.body,
    createdAt: row.createdAt,
    mine: row.authorUserId === viewerId,
  };
}
