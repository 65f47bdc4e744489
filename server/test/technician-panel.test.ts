import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestApp, errorCode, graphql, signIn, type TestApp } from './harness.ts';

// The technician panel's server side (decisions/0016): its list query and the replay-safe status changes its
// offline queue sends.

const seed = (n: number) => `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const madsId = seed(2);
const sofieId = seed(3);
const customerId = seed(201);

const hour = 3_600_000;
const day = 24 * hour;
/** Far in the future (a year on), on whole hours, away from the seeded visits. */
const at = (days: number, h = 8) => {
  const base = new Date(Date.now() + (365 + days) * day);
  base.setUTCHours(h, 0, 0, 0);
  return base;
};

const create = `mutation ($input: VisitInput!) { createVisit(input: $input) { id version status } }`;
const fields = 'id status version';
const start = `mutation ($id: ID!, $version: Int!, $key: String) { startVisit(id: $id, version: $version, idempotencyKey: $key) { ${fields} } }`;
const finish = `mutation ($id: ID!, $version: Int!, $done: Boolean!, $key: String) { finishVisit(id: $id, version: $version, reportCompleted: $done, idempotencyKey: $key) { ${fields} } }`;
const report = `mutation ($id: ID!, $version: Int!, $completed: Boolean!, $key: String) { setReportCompleted(id: $id, version: $version, completed: $completed, idempotencyKey: $key) { ${fields} } }`;
const move = `mutation ($id: ID!, $version: Int!, $start: DateTime!, $end: DateTime!) { moveVisit(id: $id, version: $version, start: $start, end: $end) { ${fields} } }`;
const read = `query ($id: ID!) { visit(id: $id) { ${fields} } }`;
const panel = `query ($from: DateTime!, $to: DateTime!) { technicianVisits(from: $from, to: $to) {
  id start description status customer { name phoneNumber address { streetAddress city } } address { streetAddress } } }`;

describe.each(backends)('technician panel on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let mads: string;
  let sofie: string;
  let n = 0;

  const newVisit = async (days: number, employeeIds = [madsId], h = 8) => {
    const r = await graphql(t.app, admin, create, {
      input: {
        customerId,
        employeeIds,
        start: at(days, h).toISOString(),
        end: new Date(at(days, h).getTime() + hour).toISOString(),
        description: `Panelbesøg ${++n}`,
      },
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    return r.data!.createVisit as { id: string; version: number; status: string };
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    admin = await signIn(t.app, 'admin@demo.dk');
    mads = await signIn(t.app, 'tekniker@demo.dk');
    sofie = await signIn(t.app, 'sofie@demo.dk');
  });
  afterAll(() => t.close());

  it('lists only the viewer’s own visits in the range, by start, with what the panel shows', async () => {
    const later = await newVisit(1, [madsId], 12);
    const earlier = await newVisit(1, [madsId], 7);
    const sofies = await newVisit(1, [sofieId], 9);
    const outside = await newVisit(20, [madsId]);
    const range = { from: at(1, 0).toISOString(), to: new Date(at(1, 0).getTime() + 7 * day).toISOString() };

    const r = await graphql(t.app, mads, panel, range);
    expect(r.errors).toBeUndefined();
    const ids = (r.data!.technicianVisits as { id: string }[]).map((v) => v.id);
    expect(ids).toEqual([earlier.id, later.id]);
    expect(ids).not.toContain(sofies.id);
    expect(ids).not.toContain(outside.id);
    const first = r.data!.technicianVisits[0];
    expect(first.customer.name).toBeTruthy();
    expect(first.address).toBeTruthy();

    // An administrator sees only the visits they are on here, not the company's.
    const forAdmin = await graphql(t.app, admin, panel, range);
    expect(forAdmin.data!.technicianVisits).toEqual([]);
    const forSofie = await graphql(t.app, sofie, panel, range);
    expect((forSofie.data!.technicianVisits as { id: string }[]).map((v) => v.id)).toEqual([sofies.id]);
  });

  it('refuses a range that is backwards or longer than 14 days', async () => {
    const from = at(1, 0);
    const backwards = await graphql(t.app, mads, panel, { from: from.toISOString(), to: from.toISOString() });
    expect(backwards.errors?.[0]?.extensions?.reason).toBe('calendar.rangeInvalid');
    const long = await graphql(t.app, mads, panel, {
      from: from.toISOString(),
      to: new Date(from.getTime() + 15 * day).toISOString(),
    });
    expect(long.errors?.[0]?.extensions?.reason).toBe('calendar.rangeTooLong');
  });

  it('a replayed start, finish and report change answers the first result and changes nothing twice', async () => {
    const visit = await newVisit(2);
    const started = await graphql(t.app, mads, start, { id: visit.id, version: visit.version, key: 'panel-start-1' });
    expect(started.data!.startVisit).toMatchObject({ status: 'current', version: visit.version + 1 });
    // The answer was lost; the queue sends the same action again.
    const replay = await graphql(t.app, mads, start, { id: visit.id, version: visit.version, key: 'panel-start-1' });
    expect(replay.errors).toBeUndefined();
    expect(replay.data!.startVisit).toEqual(started.data!.startVisit);

    const v1 = visit.version + 1;
    const finished = await graphql(t.app, mads, finish, { id: visit.id, version: v1, done: false, key: 'panel-fin-1' });
    expect(finished.data!.finishVisit).toMatchObject({ status: 'done', version: v1 + 1 });
    const again = await graphql(t.app, mads, finish, { id: visit.id, version: v1, done: false, key: 'panel-fin-1' });
    expect(again.data!.finishVisit).toEqual(finished.data!.finishVisit);

    const v2 = v1 + 1;
    const completed = await graphql(t.app, mads, report, {
      id: visit.id,
      version: v2,
      completed: true,
      key: 'panel-rep-1',
    });
    expect(completed.data!.setReportCompleted).toMatchObject({ status: 'completed', version: v2 + 1 });
    const twice = await graphql(t.app, mads, report, {
      id: visit.id,
      version: v2,
      completed: true,
      key: 'panel-rep-1',
    });
    expect(twice.data!.setReportCompleted).toEqual(completed.data!.setReportCompleted);

    // Three transitions, three versions: nothing ran twice.
    const now = await graphql(t.app, mads, read, { id: visit.id });
    expect(now.data!.visit).toEqual({ id: visit.id, status: 'completed', version: visit.version + 3 });
  });

  it('the same key with other arguments is refused', async () => {
    const visit = await newVisit(3);
    await graphql(t.app, mads, start, { id: visit.id, version: visit.version, key: 'panel-reuse-1' });
    const other = await newVisit(4);
    const reused = await graphql(t.app, mads, start, { id: other.id, version: other.version, key: 'panel-reuse-1' });
    expect(reused.errors?.[0]?.extensions?.reason).toBe('idempotency.keyReused');
  });

  it('a visit the office changed meanwhile is a CONFLICT, and the action can be retried on the new state', async () => {
    const visit = await newVisit(5);
    // The office moves the visit while the technician is offline with the old version.
    const moved = await graphql(t.app, admin, move, {
      id: visit.id,
      version: visit.version,
      start: at(5, 10).toISOString(),
      end: at(5, 11).toISOString(),
    });
    expect(moved.errors).toBeUndefined();
    const stale = await graphql(t.app, mads, start, { id: visit.id, version: visit.version, key: 'panel-conf-1' });
    expect(errorCode(stale)).toBe('CONFLICT');
    const unchanged = await graphql(t.app, mads, read, { id: visit.id });
    expect(unchanged.data!.visit.status).toBe('scheduled');

    // The refused call left no key behind: retrying on the new version (a new key) goes through once.
    const version = moved.data!.moveVisit.version as number;
    const retried = await graphql(t.app, mads, start, { id: visit.id, version, key: 'panel-conf-2' });
    expect(retried.data!.startVisit).toMatchObject({ status: 'current', version: version + 1 });
    const stillConflict = await graphql(t.app, mads, start, {
      id: visit.id,
      version: visit.version,
      key: 'panel-conf-1',
    });
    expect(errorCode(stillConflict)).toBe('CONFLICT');
  });

  it('a colleague’s visit cannot be started through a replayed key', async () => {
    const sofies = await newVisit(6, [sofieId]);
    const r = await graphql(t.app, mads, start, { id: sofies.id, version: sofies.version, key: 'panel-foreign' });
    expect(errorCode(r)).toBe('NOT_FOUND');
  });
});
