import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCompanyId, otherCompanyId } from '../src/db/seed/demo.ts';
import {
  auditLog,
  events,
  mailMessages,
  notifications,
  outbox,
  reportTemplates,
  reportTemplateVersions,
} from '../src/db/tables/index.ts';
import { economicPaymentsJobKind, recordEconomicJobFailure } from '../src/modules/economic/index.ts';
import { recordMailFailure } from '../src/modules/mail/index.ts';
import { createCustomer, createVisit } from './factories.ts';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';
import { changeOf, openLiveStream, type LiveStream } from './live-stream.ts';

/** Notifications, the activity feed and their live push on one server (docs/decisions/0032-live-notifications.md). */

const adminId = '5eed0000-0000-4000-8000-000000000001';
const madsId = '5eed0000-0000-4000-8000-000000000002';

const listQuery = `query ($unreadOnly: Boolean) {
  notifications(unreadOnly: $unreadOnly, limit: 50) { totalCount unreadCount items { id kind payload readAt } }
}`;
const eventsQuery = `query ($kinds: [String!]) {
  events(kinds: $kinds, limit: 50) { totalCount unseenCount items { id kind payload seen } }
}`;

describe.each(backends)('notifications and events on %s', (backend) => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let mads: string;
  let anden: string;
  let customerId: string;
  beforeAll(async () => {
    t = await createTestApp(backend);
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signIn(t.app, 'admin@demo.dk');
    mads = await signIn(t.app, 'tekniker@demo.dk');
    anden = await signIn(t.app, 'admin@anden.dk');
    customerId = (await createCustomer(t, admin)).id;
  });
  afterAll(async () => t?.close());

  const notificationsOf = async (cookie: string) => {
    const result = await graphql(t.app, cookie, listQuery);
    expect(result.errors).toBeUndefined();
    return result.data!.notifications as {
      totalCount: number;
      unreadCount: number;
      items: { id: string; kind: string; payload: Record<string, unknown>; readAt: string | null }[];
    };
  };

  it('tells an employee put on a new visit, not the administrator who did it; the feed has the visit', async () => {
    const before = await notificationsOf(admin);
    const visit = await createVisit(t, admin, customerId, { employeeIds: [madsId] });
    const mine = await notificationsOf(mads);
    const assigned = mine.items.find((n) => n.payload.visitId === visit.id);
    expect(assigned).toMatchObject({
      kind: 'visit_assigned',
      readAt: null,
      payload: { caseNumber: visit.caseNumber, by: 'Anna Jensen' },
    });
    expect((await notificationsOf(admin)).totalCount).toBe(before.totalCount);
    const feed = await graphql(t.app, admin, eventsQuery, { kinds: ['visit_created'] });
    expect(feed.data!.events.items[0]).toMatchObject({
      kind: 'visit_created',
      seen: false,
      payload: { visitId: visit.id, caseNumber: visit.caseNumber },
    });
  });

  it("tells the visit's creator when someone else changes it, and whoever is added that they are on it", async () => {
    const visit = await createVisit(t, admin, customerId, { employeeIds: [madsId] });
    const moved = await graphql(
      t.app,
      mads,
      'mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) { moveVisit(id: $id, version: $version, start: $start, end: $end) { id } }',
      { id: visit.id, version: visit.version, start: '2031-03-03T08:00:00Z', end: '2031-03-03T09:00:00Z' },
    );
    expect(moved.errors).toBeUndefined();
    const changed = (await notificationsOf(admin)).items.find(
      (n) => n.kind === 'visit_changed' && n.payload.visitId === visit.id,
    );
    expect(changed?.payload).toMatchObject({ by: 'Mads Nielsen', caseNumber: visit.caseNumber });
    // The administrator's own change tells the administrator nothing.
    const own = await createVisit(t, admin, customerId);
    const count = (await notificationsOf(admin)).totalCount;
    const updated = await graphql(
      t.app,
      admin,
      'mutation ($id: ID!, $version: Int!, $input: VisitInput!) { updateVisit(id: $id, version: $version, input: $input) { id } }',
      { id: own.id, version: own.version, input: { employeeIds: [madsId] } },
    );
    expect(updated.errors).toBeUndefined();
    expect((await notificationsOf(admin)).totalCount).toBe(count);
    expect((await notificationsOf(mads)).items.some((n) => n.payload.visitId === own.id)).toBe(true);
  });

  it("tells the visit's creator that its report was completed, and the feed that the visit was", async () => {
    // A template without required answers, so the report can be completed as it stands.
    const [template] = await t.database.db
      .insert(reportTemplates)
      .values({ companyId: demoCompanyId, name: 'Kort rapport' })
      .returning();
    await t.database.db.insert(reportTemplateVersions).values({
      companyId: demoCompanyId,
      templateId: template!.id,
      number: 1,
      name: 'Kort rapport',
      fields: [{ id: 'note', type: 'longText', label: 'Bemærkninger', required: false }],
    });
    const hourAgo = Date.now() - 3600_000;
    const visit = await createVisit(t, admin, customerId, {
      employeeIds: [madsId],
      start: new Date(hourAgo).toISOString(),
      end: new Date(hourAgo + 1800_000).toISOString(),
    });
    await t.database.db.execute(sql`update visits set report_template_id = ${template!.id} where id = ${visit.id}`);
    const run = async (query: string, variables: Record<string, unknown>) => {
      const result = await graphql(t.app, mads, query, variables);
      expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
      return result.data!;
    };
    const finished = await run(
      'mutation ($id: ID!, $version: Int!) { finishVisit(id: $id, version: $version, reportCompleted: false) { version } }',
      { id: visit.id, version: visit.version },
    );
    expect(finished.finishVisit.version).toBeGreaterThan(visit.version);
    const saved = await run('mutation ($input: SaveVisitReportInput!) { saveVisitReport(input: $input) { version } }', {
      input: { visitId: visit.id, values: { note: 'Alt i orden' } },
    });
    await run(
      'mutation ($id: ID!, $version: Int!) { completeVisitReport(visitId: $id, version: $version) { visitStatus } }',
      {
        id: visit.id,
        version: saved.saveVisitReport.version,
      },
    );
    const told = (await notificationsOf(admin)).items.find(
      (n) => n.kind === 'report_completed' && n.payload.visitId === visit.id,
    );
    expect(told?.payload).toMatchObject({ by: 'Mads Nielsen', caseNumber: visit.caseNumber });
    const feed = await graphql(t.app, admin, eventsQuery, { kinds: ['visit_completed'] });
    expect(feed.data!.events.items[0].payload).toMatchObject({ visitId: visit.id, by: 'Mads Nielsen' });
  });

  it('marks one read, then all, and the badge follows', async () => {
    const badge = async () =>
      (await graphql(t.app, mads, 'query { navigationCounts { unreadNotifications } }')).data!.navigationCounts
        .unreadNotifications as number;
    const list = await notificationsOf(mads);
    expect(list.unreadCount).toBeGreaterThan(1);
    expect(await badge()).toBe(list.unreadCount);
    const first = list.items.find((n) => n.readAt === null)!;
    const read = await graphql(t.app, mads, 'mutation ($id: ID!) { markNotificationRead(id: $id) { id readAt } }', {
      id: first.id,
    });
    expect(read.data!.markNotificationRead.readAt).not.toBeNull();
    expect(await badge()).toBe(list.unreadCount - 1);
    // Another person's notification does not exist for Mads.
    const adminFirst = (await notificationsOf(admin)).items[0]!;
    const foreign = await graphql(t.app, mads, 'mutation ($id: ID!) { markNotificationRead(id: $id) { id } }', {
      id: adminFirst.id,
    });
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    const all = await graphql(t.app, mads, 'mutation { markAllNotificationsRead }');
    expect(all.data!.markAllNotificationsRead).toBe(list.unreadCount - 1);
    expect(await badge()).toBe(0);
    expect((await notificationsOf(mads)).unreadCount).toBe(0);
    expect((await graphql(t.app, mads, listQuery, { unreadOnly: true })).data!.notifications.items).toEqual([]);
  });

  it('keeps the feed and the notifications inside the company', async () => {
    const theirs = await notificationsOf(anden);
    expect(theirs.items.map((n) => n.kind)).toEqual(['booking_received']);
    const feed = await graphql(t.app, anden, eventsQuery, {});
    expect(feed.data!.events.items.map((e: { kind: string }) => e.kind)).toEqual(['visit_created']);
    const ours = await t.database.db.$count(events, eq(events.companyId, demoCompanyId));
    expect(ours).toBeGreaterThan(1);
  });

  it('writes the feed events it shares with the audit log from the audit entry', async () => {
    const imported = await graphql(
      t.app,
      admin,
      'mutation ($csv: String!) { importCustomers(csv: $csv, mapping: ["firstName", "email"]) { createdCount } }',
      { csv: 'Fornavn;Email\nFeed;feed-import@example.dk\n' },
    );
    expect(imported.errors).toBeUndefined();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, demoCompanyId), eq(auditLog.action, 'customer.imported')))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    const feed = await graphql(t.app, admin, eventsQuery, { kinds: ['customers_imported'] });
    expect(feed.data!.events.items[0].payload).toEqual({ ...entry!.details, auditId: entry!.id, by: 'admin@demo.dk' });
  });

  it('adds a created customer to the feed and marks the feed seen', async () => {
    const customer = await createCustomer(t, admin, { firstName: 'Feed', lastName: 'Kunde' });
    const feed = await graphql(t.app, admin, eventsQuery, { kinds: ['customer_created'] });
    expect(feed.data!.events.items[0].payload).toMatchObject({ customerId: customer.id, name: 'Feed Kunde' });
    const unseen = feed.data!.events.unseenCount as number;
    expect(unseen).toBeGreaterThan(0);
    const seen = await graphql(t.app, admin, 'mutation { markEventsSeen }');
    expect(seen.data!.markEventsSeen).toBe(unseen);
    const counts = await graphql(t.app, admin, 'query { navigationCounts { newEvents } }');
    expect(counts.data!.navigationCounts.newEvents).toBe(0);
    // Anden's feed is untouched.
    expect(await t.database.db.$count(events, and(eq(events.companyId, otherCompanyId), sql`seen_at is null`))).toBe(1);
  });

  it("tells the administrators when a reminder's mail is given up, not when it will be tried again", async () => {
    const [job] = await t.database.db.insert(outbox).values({ companyId: demoCompanyId, kind: 'mail' }).returning();
    await t.database.db.insert(mailMessages).values({
      companyId: demoCompanyId,
      outboxId: job!.id,
      emailType: 'paymentReminder',
      fromAddress: 'a@example.com',
      toAddress: 'skylder@example.dk',
      subject: 'Rykker 1',
    });
    const failed = () =>
      t.database.db.$count(
        notifications,
        and(eq(notifications.userId, adminId), eq(notifications.kind, 'reminder_failed')),
      );
    const failure = { companyId: job!.companyId, jobId: job!.id, kind: 'mail', attempts: 1, error: 'refused' };
    await recordMailFailure(t.database.db, { ...failure, dead: false });
    expect(await failed()).toBe(0);
    await recordMailFailure(t.database.db, { ...failure, attempts: 5, dead: true });
    expect(await failed()).toBe(1);
  });

  it('tells the administrators when an e-conomic sync gives up', async () => {
    const [job] = await t.database.db
      .insert(outbox)
      .values({ companyId: demoCompanyId, kind: economicPaymentsJobKind })
      .returning();
    const given = () =>
      t.database.db.$count(
        notifications,
        and(eq(notifications.userId, adminId), eq(notifications.kind, 'economic_failed')),
      );
    const failure = {
      companyId: demoCompanyId,
      jobId: job!.id,
      kind: economicPaymentsJobKind,
      attempts: 1,
      error: 'e-conomic answered 500',
    };
    await recordEconomicJobFailure(t.database.db, { ...failure, dead: false });
    expect(await given()).toBe(0);
    await recordEconomicJobFailure(t.database.db, { ...failure, attempts: 5, dead: true });
    expect(await given()).toBe(1);
    // Anden's administrator hears nothing of Demo Service's sync.
    expect(await t.database.db.$count(notifications, eq(notifications.kind, 'economic_failed'))).toBe(1);
  });

  describe('the live stream', () => {
    const streams: LiveStream[] = [];
    const open = async (cookie: string | undefined) => {
      const stream = await openLiveStream(url, cookie);
      streams.push(stream);
      return stream;
    };
    // The streams stay open: the server's close (the outer afterAll) must end them rather than wait for them.

    it('refuses a visitor without a session and a customer', async () => {
      expect((await open(undefined)).status).toBe(401);
      expect((await open(await signIn(t.app, 'kunde@demo.dk'))).status).toBe(403);
    });

    it("pushes a person's notification to that person only, within a second, and the feed to the company", async () => {
      const madsStream = await open(mads);
      const adminStream = await open(admin);
      const andenStream = await open(anden);
      await Promise.all([madsStream, adminStream, andenStream].map((s) => s.next((e) => e.event === 'ready')));
      const sent = performance.now();
      await createVisit(t, admin, customerId, { employeeIds: [madsId] });
      const arrived = await madsStream.next(changeOf('notifications'), 1000);
      expect(arrived - sent).toBeLessThan(1000);
      await adminStream.next(changeOf('events'), 1000);
      await madsStream.next(changeOf('events'), 1000);
      // Anden hears nothing of it, and the administrator nothing of Mads's notification: a later push to each of
      // them arrives, with nothing before it.
      await graphql(t.app, anden, 'mutation { markAllNotificationsRead }');
      await andenStream.next(changeOf('notifications'), 1000);
      expect(andenStream.events.filter((e) => e.event === 'change')).toEqual([
        expect.objectContaining({ data: { topic: 'notifications' } }),
      ]);
      expect(adminStream.events.filter(changeOf('notifications'))).toEqual([]);
    });
  });
});

describe.each(backends)('the live stream after sign-out on %s', (backend) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    // A short heartbeat: the session is checked again every 100 ms instead of every 25 s.
    t = await createTestApp(backend, {}, { liveHeartbeatMs: 100 });
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('ends at the next heartbeat once the session is signed out', async () => {
    const cookie = await signIn(t.app, 'tekniker@demo.dk');
    const stream = await openLiveStream(url, cookie);
    await stream.next((e) => e.event === 'ready');
    const out = await t.app.inject({ method: 'POST', url: '/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    await stream.ended;
    expect(stream.events.map((e) => e.event)).toEqual(['ready']);
  });
});
