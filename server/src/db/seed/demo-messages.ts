import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { messages, visitEmployees } from '../tables/index.ts';

const seedId = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3600_000);

/**
 * A thread on the login customer's finished visit (kunde@demo.dk, Mette Andersen) with one message of each visibility
 * and her answer, and one on her own customer thread, so the screens have something to show
 * (docs/decisions/0035-messages.md). Ids 8700– are fixed.
 */
export async function seedDemoMessages(
  db: Db,
  { companyId, visitId, customerId, customerLoginId, customerName, now }: DemoMessages,
): Promise<void> {
  const admin = { authorUserId: seedId(1), authorName: 'Anna Jensen', authorRole: 'administrator' };
  const [onVisit] = await db
    .select({ userId: visitEmployees.userId })
    .from(visitEmployees)
    .where(eq(visitEmployees.visitId, visitId))
    .limit(1);
  const technician = onVisit?.userId ?? seedId(2);
  const thread = { companyId, visitId, customerId };
  await db.insert(messages).values([
    {
      id: seedId(8700),
      ...thread,
      ...admin,
      visibility: 'all',
      body: 'Hej Mette. Vi kommer som aftalt. Giv gerne adgang til kælderen.',
      createdAt: hoursAgo(now, 75),
    },
    {
      id: seedId(8701),
      ...thread,
      authorUserId: customerLoginId,
      authorName: customerName,
      authorRole: 'customer',
      visibility: 'all',
      body: 'Tak. Døren til kælderen står åben, og nøglen ligger under måtten.',
      createdAt: hoursAgo(now, 74),
    },
    {
      id: seedId(8702),
      ...thread,
      ...admin,
      visibility: 'customer',
      body: 'Det ekstra arbejde i kælderen koster 450 kr., som aftalt i telefonen.',
      createdAt: hoursAgo(now, 73),
    },
    {
      id: seedId(8703),
      ...thread,
      ...admin,
      visibility: 'employee',
      recipientUserId: technician,
      body: 'Kunden har en hund. Ring på, før du går ind.',
      createdAt: hoursAgo(now, 72),
    },
    {
      id: seedId(8704),
      companyId,
      visitId: null,
      customerId,
      ...admin,
      visibility: 'all',
      body: 'Velkommen som kunde. Her kan du skrive til os om alt, der ikke hører til et bestemt besøg.',
      createdAt: hoursAgo(now, 240),
    },
  ]);
}

interface DemoMessages {
  companyId: string;
  visitId: string;
  customerId: string;
  customerLoginId: string;
  customerName: string;
  now: Date;
}
