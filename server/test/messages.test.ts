import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId } from '../src/db/seed/demo.ts';
import { mailMessages, messages, notifications, users } from '../src/db/tables/index.ts';
import { createCustomer, createPerson, createVisit, type CreatedPerson } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type GraphqlResult, type TestApp } from './harness.ts';

/** Messages on visits and customers, and who reads, posts and hears of them (docs/decisions/0035-messages.md). */

const listQuery = `query ($visitId: ID, $customerId: ID, $offset: Int, $limit: Int) {
  messages(visitId: $visitId, customerId: $customerId, offset: $offset, limit: $limit) {
    totalCount items { id visitId customerId visibility recipient { id name } author { id name } authorRole body mine }
  }
}`;
const postMutation = `mutation ($input: PostMessageInput!) {
  postMessage(input: $input) { id visitId customerId visibility recipient { id name } author { id name } authorRole body mine }
}`;

type Visibility = 'ALL' | 'CUSTOMER' | 'EMPLOYEE';
interface Posted {
  id: string;
  body: string;
  visibility: Visibility;
  author: { id: string; name: string };
  authorRole: string;
  mine: boolean;
  recipient: { id: string; name: string } | null;
}

describe.each(backends)('messages on %s', (backend) => {
  let t: TestApp;
  let admin: CreatedPerson;
  let assigned: CreatedPerson;
  let unassigned: CreatedPerson;
  let supplier: CreatedPerson;
  let customerLogin: CreatedPerson;
  let otherCustomerLogin: CreatedPerson;
  let anden: string;
  let customerId: string;
  let customerEmail: string;
  let visit: { id: string; caseNumber: number };
  let adminIds: string[];

  const post = (cookie: string, input: Record<string, unknown>) =>
    graphql<{ postMessage: Posted }>(t.app, cookie, postMutation, { input });
  const posted = async (cookie: string, input: Record<string, unknown>) => {
    const result = await post(cookie, input);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.postMessage;
  };
  const list = (cookie: string, thread: Record<string, unknown>) =>
    graphql<{ messages: { totalCount: number; items: Posted[] } }>(t.app, cookie, listQuery, thread);
  const bodiesOf = async (cookie: string, thread: Record<string, unknown>) => {
    const result = await list(cookie, thread);
    expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
    return result.data!.messages.items.map((m) => m.body);
  };
  const field = (result: GraphqlResult) => result.errors?.[0]?.extensions?.field;
  const messageCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;
  const notified = async (messageId: string) =>
    (
      await t.database.db
        .select({ userId: notifications.userId, kind: notifications.kind, payload: notifications.payload })
        .from(notifications)
        .where(sql`${notifications.payload}->>'messageId' = ${messageId}`)
    ).sort((a, b) => a.userId.localeCompare(b.userId));
  const mailsTo = async (to: string) =>
    t.database.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.toAddress, to), eq(mailMessages.emailType, 'message')));
  const sorted = (ids: string[]) => [...new Set(ids)].sort();

  beforeAll(async () => {
    t = await createTestApp(backend);
    const demoAdmin = await signIn(t.app, 'admin@demo.dk');
    admin = await createPerson(t, {
      companyId: demoCompanyId,
      role: 'administrator',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    assigned = await createPerson(t, { companyId: demoCompanyId, firstName: 'Esben', lastName: 'Tildelt' });
    unassigned = await createPerson(t, { companyId: demoCompanyId, firstName: 'Ulla', lastName: 'Udenfor' });
    supplier = await createPerson(t, {
      companyId: demoCompanyId,
      role: 'supplier',
      firstName: 'Sune',
      lastName: 'Lev',
    });
    customerEmail = `beskeder-${Date.now()}-${backend}@example.dk`;
    customerId = (
      await createCustomer(t, demoAdmin, {
        firstName: 'Karen',
        lastName: 'Kunde',
        email: customerEmail,
        allowedToLogin: true,
      })
    ).id;
    customerLogin = await createPerson(t, { companyId: demoCompanyId, role: 'customer', customerId, prefLang: 'en' });
    const otherCustomerId = (await createCustomer(t, demoAdmin, { allowedToLogin: true })).id;
    otherCustomerLogin = await createPerson(t, {
      companyId: demoCompanyId,
      role: 'customer',
      customerId: otherCustomerId,
    });
    anden = await signIn(t.app, 'admin@anden.dk');
    visit = await createVisit(t, admin.cookie, customerId, { employeeIds: [assigned.id, supplier.id] });
    adminIds = (
      await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, demoCompanyId), eq(users.role, 'administrator'), eq(users.active, true)))
    ).map((u) => u.id);
  });
  afterAll(async () => t?.close());

  describe('a visit thread with one message of each visibility', () => {
    beforeAll(async () => {
      await posted(admin.cookie, { visitId: visit.id, visibility: 'ALL', body: 'v-all' });
      await posted(admin.cookie, { visitId: visit.id, visibility: 'CUSTOMER', body: 'v-customer' });
      await posted(admin.cookie, {
        visitId: visit.id,
        visibility: 'EMPLOYEE',
        recipientUserId: assigned.id,
        body: 'v-employee-assigned',
      });
      await posted(admin.cookie, {
        visitId: visit.id,
        visibility: 'EMPLOYEE',
        recipientUserId: unassigned.id,
        body: 'v-employee-unassigned',
      });
    });
    const thread = () => ({ visitId: visit.id });

    it('shows the administrator all of them, oldest first', async () => {
      expect(await bodiesOf(admin.cookie, thread())).toEqual([
        'v-all',
        'v-customer',
        'v-employee-assigned',
        'v-employee-unassigned',
      ]);
    });
    it('shows the assigned employee ALL and the one for them', async () => {
      expect(await bodiesOf(assigned.cookie, thread())).toEqual(['v-all', 'v-employee-assigned']);
    });
    it('shows the supplier on the visit ALL only', async () => {
      expect(await bodiesOf(supplier.cookie, thread())).toEqual(['v-all']);
    });
    it('shows the customer ALL and CUSTOMER, never a private one', async () => {
      const result = await list(customerLogin.cookie, thread());
      expect(result.data!.messages.items.map((m) => m.body)).toEqual(['v-all', 'v-customer']);
      expect(result.data!.messages.items.every((m) => m.recipient === null)).toBe(true);
    });
    it('is NOT_FOUND for an employee not on the visit, another customer and another company', async () => {
      for (const cookie of [unassigned.cookie, otherCustomerLogin.cookie, anden]) {
        expect(errorCode(await list(cookie, thread()))).toBe('NOT_FOUND');
      }
    });
    it('pages, counting only what the viewer reads', async () => {
      const result = await list(admin.cookie, { ...thread(), offset: 1, limit: 2 });
      expect(result.data!.messages.totalCount).toBe(4);
      expect(result.data!.messages.items.map((m) => m.body)).toEqual(['v-customer', 'v-employee-assigned']);
      const customerPage = await list(customerLogin.cookie, { ...thread(), offset: 5 });
      expect(customerPage.data!.messages).toEqual({ totalCount: 2, items: [] });
    });
    it('wants exactly one of visitId and customerId', async () => {
      expect(errorCode(await list(admin.cookie, {}))).toBe('BAD_USER_INPUT');
      expect(errorCode(await list(admin.cookie, { visitId: visit.id, customerId }))).toBe('BAD_USER_INPUT');
      expect(errorCode(await list(admin.cookie, { visitId: 'not-an-id' }))).toBe('NOT_FOUND');
    });
  });

  describe("a customer's own thread with one message of each visibility", () => {
    beforeAll(async () => {
      await posted(admin.cookie, { customerId, visibility: 'ALL', body: 'c-all' });
      await posted(admin.cookie, { customerId, visibility: 'CUSTOMER', body: 'c-customer' });
      await posted(admin.cookie, {
        customerId,
        visibility: 'EMPLOYEE',
        recipientUserId: unassigned.id,
        body: 'c-employee',
      });
    });
    const thread = () => ({ customerId });

    it('holds no visit messages, and reads by role', async () => {
      expect(await bodiesOf(admin.cookie, thread())).toEqual(['c-all', 'c-customer', 'c-employee']);
      expect(await bodiesOf(assigned.cookie, thread())).toEqual(['c-all']);
      expect(await bodiesOf(unassigned.cookie, thread())).toEqual(['c-all', 'c-employee']);
      expect(await bodiesOf(customerLogin.cookie, thread())).toEqual(['c-all', 'c-customer']);
    });
    it('is NOT_FOUND for a supplier (no customer pages), another customer and another company', async () => {
      for (const cookie of [supplier.cookie, otherCustomerLogin.cookie, anden]) {
        expect(errorCode(await list(cookie, thread()))).toBe('NOT_FOUND');
      }
    });
  });

  describe('posting', () => {
    it('lets a customer post ALL only, as the customer, and tells administrators and the visit staff', async () => {
      const bad = [
        { visibility: 'CUSTOMER' },
        { visibility: 'EMPLOYEE', recipientUserId: assigned.id },
        { visibility: 'ALL', recipientUserId: assigned.id },
      ];
      for (const input of bad) {
        expect(errorCode(await post(customerLogin.cookie, { visitId: visit.id, body: 'nej', ...input }))).toBe(
          'BAD_USER_INPUT',
        );
      }
      const before = (await mailsTo(customerEmail)).length;
      const message = await posted(customerLogin.cookie, { visitId: visit.id, visibility: 'ALL', body: 'Tak!' });
      expect(message).toMatchObject({
        visibility: 'ALL',
        author: { id: customerLogin.id, name: 'Karen Kunde' },
        authorRole: 'customer',
        mine: true,
      });
      const rows = await notified(message.id);
      expect(rows.map((r) => r.userId)).toEqual(sorted([...adminIds, assigned.id, supplier.id]));
      expect(rows[0]).toMatchObject({
        kind: 'message_received',
        payload: {
          messageId: message.id,
          visitId: visit.id,
          customerId,
          caseNumber: visit.caseNumber,
          customerName: 'Karen Kunde',
          by: 'Karen Kunde',
          visibility: 'ALL',
        },
      });
      expect((await mailsTo(customerEmail)).length).toBe(before);
      expect(
        errorCode(await post(otherCustomerLogin.cookie, { visitId: visit.id, visibility: 'ALL', body: 'x' })),
      ).toBe('NOT_FOUND');
      expect(
        errorCode(await post(customerLogin.cookie, { customerId: demoCompanyId, visibility: 'ALL', body: 'x' })),
      ).toBe('NOT_FOUND');
    });

    it('mails the customer of an ALL message by staff, and tells the staff but the author', async () => {
      const before = (await mailsTo(customerEmail)).length;
      const message = await posted(assigned.cookie, { visitId: visit.id, visibility: 'ALL', body: 'Vi kommer kl. 8' });
      expect(message.author).toEqual({ id: assigned.id, name: 'Esben Tildelt' });
      expect((await notified(message.id)).map((r) => r.userId)).toEqual(sorted([...adminIds, supplier.id]));
      const mails = await mailsTo(customerEmail);
      expect(mails.length).toBe(before + 1);
      const mail = mails.find((m) => m.textBody?.includes('Vi kommer kl. 8'))!;
      // The customer's login speaks English.
      expect(mail.subject).toMatch(/^New message from /);
      expect(mail.textBody).toContain(`Case no. ${visit.caseNumber}`);
      expect(mail).toMatchObject({ customerId, visitId: visit.id });
    });

    it('mails the customer of a CUSTOMER message and tells only the other administrators', async () => {
      const before = (await mailsTo(customerEmail)).length;
      const message = await posted(admin.cookie, { customerId, visibility: 'CUSTOMER', body: 'Kun til dig' });
      expect((await notified(message.id)).map((r) => r.userId)).toEqual(
        sorted(adminIds.filter((id) => id !== admin.id)),
      );
      const mails = await mailsTo(customerEmail);
      expect(mails.length).toBe(before + 1);
      expect(mails.find((m) => m.textBody?.includes('Kun til dig'))).toMatchObject({ customerId, visitId: null });
    });

    it('tells only the recipient of an EMPLOYEE message, and mails nobody', async () => {
      const before = (await mailsTo(customerEmail)).length;
      const message = await posted(supplier.cookie, {
        visitId: visit.id,
        visibility: 'EMPLOYEE',
        recipientUserId: unassigned.id,
        body: 'Privat til Ulla',
      });
      expect(message).toMatchObject({ recipient: { id: unassigned.id, name: 'Ulla Udenfor' }, mine: true });
      expect((await notified(message.id)).map((r) => r.userId)).toEqual([unassigned.id]);
      expect((await mailsTo(customerEmail)).length).toBe(before);
      // The author reads their own private message; the customer never does.
      expect(await bodiesOf(supplier.cookie, { visitId: visit.id })).toContain('Privat til Ulla');
      expect(await bodiesOf(customerLogin.cookie, { visitId: visit.id })).not.toContain('Privat til Ulla');
      expect(await bodiesOf(assigned.cookie, { visitId: visit.id })).not.toContain('Privat til Ulla');
    });

    it('refuses CUSTOMER from employees and suppliers, and an EMPLOYEE message without a valid recipient', async () => {
      const [customerUser] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, customerLogin.email));
      const [andenAdmin] = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, 'admin@anden.dk'));
      const before = await messageCount();
      const cases: [string, Record<string, unknown>, string][] = [
        [assigned.cookie, { visibility: 'CUSTOMER' }, 'visibility'],
        [supplier.cookie, { visibility: 'CUSTOMER' }, 'visibility'],
        [admin.cookie, { visibility: 'EMPLOYEE' }, 'recipientUserId'],
        [admin.cookie, { visibility: 'EMPLOYEE', recipientUserId: customerUser!.id }, 'recipientUserId'],
        [admin.cookie, { visibility: 'EMPLOYEE', recipientUserId: andenAdmin!.id }, 'recipientUserId'],
        [admin.cookie, { visibility: 'EMPLOYEE', recipientUserId: 'nobody' }, 'recipientUserId'],
        [admin.cookie, { visibility: 'CUSTOMER', recipientUserId: assigned.id }, 'recipientUserId'],
      ];
      for (const [cookie, input, expected] of cases) {
        const result = await post(cookie, { visitId: visit.id, body: 'nej', ...input });
        expect(errorCode(result), JSON.stringify(input)).toBe('BAD_USER_INPUT');
        expect(field(result)).toBe(expected);
      }
      expect(await messageCount()).toBe(before);
    });

    it('refuses an empty or too long body, writing nothing', async () => {
      const before = await messageCount();
      for (const body of ['', '   \n ', 'x'.repeat(4001)]) {
        const result = await post(admin.cookie, { visitId: visit.id, visibility: 'ALL', body });
        expect(errorCode(result)).toBe('BAD_USER_INPUT');
        expect(field(result)).toBe('body');
      }
      expect(await messageCount()).toBe(before);
      const trimmed = await posted(admin.cookie, {
        visitId: visit.id,
        visibility: 'ALL',
        body: `  ${'y'.repeat(4000)}  `,
      });
      expect(trimmed.body).toBe('y'.repeat(4000));
    });

    it("is NOT_FOUND on another company's visit or customer, and for staff who do not see the thread", async () => {
      const before = await messageCount();
      expect(errorCode(await post(anden, { visitId: visit.id, visibility: 'ALL', body: 'x' }))).toBe('NOT_FOUND');
      expect(errorCode(await post(anden, { customerId, visibility: 'ALL', body: 'x' }))).toBe('NOT_FOUND');
      expect(errorCode(await post(unassigned.cookie, { visitId: visit.id, visibility: 'ALL', body: 'x' }))).toBe(
        'NOT_FOUND',
      );
      expect(errorCode(await post(supplier.cookie, { customerId, visibility: 'ALL', body: 'x' }))).toBe('NOT_FOUND');
      expect(await messageCount()).toBe(before);
    });
  });

  describe('recipients', () => {
    it('lists the active staff of the company but the viewer', async () => {
      const result = await graphql<{ messageRecipients: { id: string; name: string }[] }>(
        t.app,
        assigned.cookie,
        'query { messageRecipients { id name } }',
      );
      const ids = result.data!.messageRecipients.map((p) => p.id);
      expect(ids).toEqual(expect.arrayContaining([admin.id, unassigned.id, supplier.id, ...adminIds]));
      expect(ids).not.toContain(assigned.id);
      expect(ids).not.toContain(customerLogin.id);
      expect(result.data!.messageRecipients.find((p) => p.id === supplier.id)?.name).toBe('Sune Lev');
      expect(errorCode(await graphql(t.app, customerLogin.cookie, 'query { messageRecipients { id } }'))).toBe(
        'FORBIDDEN',
      );
    });
  });
});
