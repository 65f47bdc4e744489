import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { GraphQLRequestError, NetworkError } from '../../lib/errors.ts';
import { isReportAction, type ActionResult, type ReportResult } from './action-kinds.ts';
import { queuedActions, resetPanelDb, type QueuedAction } from './offline-db.ts';
import {
  applyQueue,
  enqueueAction,
  nextReportVersion,
  replayQueue,
  resolveConflict,
  type QueueTransport,
  type ReportState,
} from './offline-queue.ts';
import { changesThatMatter, type SeenVisit } from './visit-changes.ts';

const user = 'user-1';

const visit = (id: string, extra: Partial<SeenVisit> = {}): SeenVisit => ({
  id,
  version: 1,
  updatedAt: '2026-11-24T06:00:00.000Z',
  status: 'scheduled',
  start: '2026-11-24T07:00:00.000Z',
  end: '2026-11-24T08:00:00.000Z',
  description: 'Eftersyn',
  archived: false,
  address: { streetAddress: 'Nørregade 1', zipcode: '1165', city: 'København K' },
  ...extra,
});

const nextStatus: Record<string, (v: Record<string, unknown>) => string> = {
  startVisit: () => 'current',
  finishVisit: (v) => (v.reportCompleted ? 'completed' : 'done'),
  setReportCompleted: (v) => (v.completed ? 'completed' : 'done'),
};

/**
 * A server as the queue meets it: the version check (CONFLICT), and a key answered once (a replay of a key gets the
 * first answer). `offline` makes every request fail as without a connection.
 */
function fakeServer(visits: SeenVisit[], required: string[] = []) {
  const state = new Map(visits.map((v) => [v.id, { ...v }]));
  // The visits' reports as completeVisitReport and saveVisitReport keep them; `required` answers must be given.
  const reports = new Map<string, ReportState>();
  const reportOf = (visitId: string) => reports.get(visitId) ?? { version: null, values: {}, completedAt: null };
  const answered = new Map<string, ActionResult>();
  const registered = new Map<string, unknown>();
  const sent: { key: string; operation: string; version: number }[] = [];
  let offline = false;
  const transport: QueueTransport = {
    async send(action: QueuedAction): Promise<ActionResult | ReportResult | null> {
      if (offline) throw new NetworkError('offline');
      if (isReportAction(action.operation)) {
        sent.push({ key: action.key, operation: action.operation, version: action.variables.version as number });
        const visit = state.get(action.visitId);
        if (!visit) throw new GraphQLRequestError('not found', 'NOT_FOUND');
        const report = reportOf(action.visitId);
        if (report.completedAt && action.operation === 'saveVisitReport') {
          throw new GraphQLRequestError('completed', 'CONFLICT', undefined, { reason: 'report.completed' });
        }
        if (report.version !== (action.variables.version ?? null)) throw new GraphQLRequestError('changed', 'CONFLICT');
        const values = report.values as Record<string, unknown>;
        if (action.operation === 'saveVisitReport') report.values = action.variables.values;
        else if (action.operation === 'completeVisitReport') {
          const missing = required.find((id) => values[id] === undefined || values[id] === '');
          if (missing) {
            throw new GraphQLRequestError('missing', 'BAD_USER_INPUT', `input.values.${missing}`, {
              reason: 'report.answerRequired',
            });
          }
          report.completedAt = '2026-11-24T10:00:00.000Z';
          if (visit.status === 'done') Object.assign(visit, { status: 'completed', version: visit.version + 1 });
        } else {
          report.completedAt = null;
          if (visit.status === 'completed') Object.assign(visit, { status: 'done', version: visit.version + 1 });
        }
        report.version = nextReportVersion(report.version);
        reports.set(action.visitId, report);
        return {
          visitId: visit.id,
          visitStatus: visit.status,
          version: report.version,
          completedAt: report.completedAt,
        };
      }
      sent.push({ key: action.key, operation: action.operation, version: action.seen.version });
      const replay = answered.get(action.key);
      if (replay) return replay;
      if (action.operation === 'registerTime') {
        // A registration takes no version and leaves the visit as is; the fake refuses one marked as overlapping.
        const input = action.variables.input as { overlaps?: boolean };
        if (input.overlaps) {
          throw new GraphQLRequestError('overlaps', 'BAD_USER_INPUT', 'startsAt', {
            reason: 'timeRegistration.overlaps',
          });
        }
        if (!registered.has(action.key)) registered.set(action.key, action.variables.input);
        return null;
      }
      const current = state.get(action.visitId);
      if (!current) throw new GraphQLRequestError('not found', 'NOT_FOUND');
      if (current.version !== action.seen.version) throw new GraphQLRequestError('changed', 'CONFLICT');
      current.version += 1;
      current.status = nextStatus[action.operation]!(action.variables);
      const result = { id: current.id, status: current.status, version: current.version, updatedAt: 'now' };
      answered.set(action.key, result);
      return result;
    },
    async current(visitId) {
      if (offline) throw new NetworkError('offline');
      const current = state.get(visitId);
      return current ? { ...current, address: { ...current.address } } : null;
    },
    async currentReport(visitId) {
      if (offline) throw new NetworkError('offline');
      return state.has(visitId) ? { ...reportOf(visitId) } : null;
    },
  };
  return {
    transport,
    state,
    reports,
    registered,
    sent,
    setOffline: (value: boolean) => {
      offline = value;
    },
  };
}

beforeEach(() => resetPanelDb());

describe('the offline queue', () => {
  it('sends the actions in the order taken, each later one on the version the earlier one made', async () => {
    const a = visit('a');
    const b = visit('b');
    const server = fakeServer([a, b]);
    await enqueueAction(user, 'startVisit', {}, a);
    await enqueueAction(user, 'startVisit', {}, b);
    // Taken on the optimistic state the panel showed after the start: version 2.
    await enqueueAction(user, 'finishVisit', { reportCompleted: true }, { ...a, version: 2, status: 'current' });

    const outcome = await replayQueue(user, server.transport);
    expect(outcome).toEqual({ sent: 3, conflicts: 0, stopped: null });
    expect(server.sent.map((s) => [s.operation, s.version])).toEqual([
      ['startVisit', 1],
      ['startVisit', 1],
      ['finishVisit', 2],
    ]);
    expect(server.state.get('a')).toMatchObject({ status: 'completed', version: 3 });
    expect(server.state.get('b')).toMatchObject({ status: 'current', version: 2 });
    expect(await queuedActions(user)).toEqual([]);
  });

  it('keeps everything without a connection and sends it later under the same keys, once', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    const taken = await enqueueAction(user, 'startVisit', {}, a);
    server.setOffline(true);
    expect(await replayQueue(user, server.transport)).toMatchObject({ sent: 0, stopped: 'network' });
    expect((await queuedActions(user)).map((q) => q.key)).toEqual([taken.key]);

    server.setOffline(false);
    expect(await replayQueue(user, server.transport)).toMatchObject({ sent: 1, stopped: null });
    expect(server.sent.map((s) => s.key)).toEqual([taken.key]);
    expect(server.state.get('a')!.version).toBe(2);
  });

  it('a replay whose first answer was lost gets the first answer, not a second change', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    const taken = await enqueueAction(user, 'startVisit', {}, a);
    // The request arrived but the answer did not: the server has it, the queue does not know.
    await server.transport.send(taken);
    expect(await replayQueue(user, server.transport)).toMatchObject({ sent: 1, conflicts: 0 });
    expect(server.state.get('a')).toMatchObject({ status: 'current', version: 2 });
  });

  it('holds an action the office overtook, with what changed, and goes on with the other visits', async () => {
    const a = visit('a');
    const b = visit('b');
    const server = fakeServer([a, b]);
    const start = await enqueueAction(user, 'startVisit', {}, a);
    await enqueueAction(user, 'finishVisit', { reportCompleted: false }, { ...a, version: 2, status: 'current' });
    await enqueueAction(user, 'startVisit', {}, b);
    // The office moved visit a meanwhile.
    Object.assign(server.state.get('a')!, { version: 2, start: '2026-11-24T09:00:00.000Z' });

    const outcome = await replayQueue(user, server.transport);
    expect(outcome).toEqual({ sent: 1, conflicts: 1, stopped: null });
    expect(server.state.get('b')!.status).toBe('current');
    const [held, waiting] = await queuedActions(user);
    expect(held!.key).toBe(start.key);
    expect(held!.conflict).toMatchObject({ changes: ['time'], reason: 'CONFLICT' });
    expect(held!.conflict!.current!.start).toBe('2026-11-24T09:00:00.000Z');
    expect(waiting!.operation).toBe('finishVisit');
    expect(waiting!.conflict).toBeUndefined();

    // Trying again on the new state: a new key, the new version; the finish behind it follows.
    await resolveConflict(held!, 'retry');
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 2, conflicts: 0, stopped: null });
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 4 });
    const retried = server.sent.filter((s) => s.operation === 'startVisit' && s.version === 2);
    expect(retried).toHaveLength(1);
    expect(retried[0]!.key).not.toBe(start.key);
  });

  it('drops an action when the technician says so', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    await enqueueAction(user, 'startVisit', {}, a);
    server.state.get('a')!.version = 5;
    server.state.get('a')!.status = 'done';
    await replayQueue(user, server.transport);
    const [held] = await queuedActions(user);
    expect(held!.conflict!.changes).toEqual(['status']);
    await resolveConflict(held!, 'drop');
    expect(await queuedActions(user)).toEqual([]);
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 5 });
  });

  it('retries on its own when only something that does not matter changed (a price, a tag)', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    await enqueueAction(user, 'startVisit', {}, a);
    server.state.get('a')!.version = 2; // e.g. the price was edited
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 1, conflicts: 0, stopped: null });
    expect(server.state.get('a')).toMatchObject({ status: 'current', version: 3 });
  });

  it('shows a visit gone from the technician as removed, with only the choice to drop', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    await enqueueAction(user, 'startVisit', {}, a);
    server.state.delete('a');
    await replayQueue(user, server.transport);
    const [held] = await queuedActions(user);
    expect(held!.conflict).toMatchObject({ current: null, changes: ['removed'], reason: 'NOT_FOUND' });
  });

  it('sends only the signed-in person’s actions', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    await enqueueAction('someone-else', 'startVisit', {}, a);
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 0, conflicts: 0, stopped: null });
    expect(server.sent).toEqual([]);
  });
});

describe('what the panel shows', () => {
  it('applies the waiting actions to the visits, and marks a held one', async () => {
    const a = visit('a');
    const b = visit('b');
    const c = visit('c');
    await enqueueAction(user, 'startVisit', {}, a);
    await enqueueAction(user, 'finishVisit', { reportCompleted: true }, { ...a, version: 2 });
    await enqueueAction(user, 'startVisit', {}, c);
    const actions = await queuedActions(user);
    actions[2]!.conflict = { current: c, changes: ['time'], reason: 'CONFLICT' };
    const shown = applyQueue([a, b, c], actions);
    expect(shown.map((v) => [v.id, v.status, v.version, v.pending, v.conflict])).toEqual([
      ['a', 'completed', 3, 2, false],
      ['b', 'scheduled', 1, 0, false],
      ['c', 'scheduled', 1, 0, true],
    ]);
  });

  it('counts only changes that matter to the technician', () => {
    const seen = visit('a');
    expect(changesThatMatter(seen, { ...seen, version: 3, updatedAt: 'later' })).toEqual([]);
    expect(changesThatMatter(seen, { ...seen, start: '2026-11-24T07:00:00Z' })).toEqual([]);
    expect(
      changesThatMatter(seen, {
        ...seen,
        status: 'done',
        end: '2026-11-24T09:00:00.000Z',
        address: { ...seen.address, city: 'Aarhus' },
        description: 'Ny',
        archived: true,
      }),
    ).toEqual(['status', 'time', 'address', 'description', 'archived']);
    expect(changesThatMatter(seen, null)).toEqual(['removed']);
  });

  it('sends a time registration in order with the visit, without a version, and it does not move the visit', async () => {
    const a = visit('a');
    const server = fakeServer([a]);
    await enqueueAction(user, 'startVisit', {}, a);
    const started = { ...a, version: 2, status: 'current' };
    const registration = await enqueueAction(user, 'registerTime', { input: { type: 'regular' } }, started);
    await enqueueAction(user, 'finishVisit', { reportCompleted: false }, started);
    expect(applyQueue([a], await queuedActions(user))[0]).toMatchObject({ status: 'done', version: 3, pending: 3 });

    expect(await replayQueue(user, server.transport)).toEqual({ sent: 3, conflicts: 0, stopped: null });
    expect(server.sent.map((s) => s.operation)).toEqual(['startVisit', 'registerTime', 'finishVisit']);
    expect([...server.registered.keys()]).toEqual([registration.key]);
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 3 });
  });

  it('a refused time registration waits for the technician, and the visit’s own actions go on', async () => {
    const a = visit('a', { status: 'current' });
    const server = fakeServer([a]);
    await enqueueAction(user, 'registerTime', { input: { type: 'regular', overlaps: true } }, a);
    await enqueueAction(user, 'finishVisit', { reportCompleted: false }, a);

    expect(await replayQueue(user, server.transport)).toEqual({ sent: 1, conflicts: 1, stopped: null });
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 2 });
    const left = await queuedActions(user);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ operation: 'registerTime', conflict: { reason: 'timeRegistration.overlaps' } });
    // Shown as refused, but it does not block the visit's buttons.
    expect(applyQueue([{ ...a, status: 'done', version: 2 }], left)[0]).toMatchObject({ conflict: false, pending: 0 });
    // A later replay does not send it again on its own.
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 0, conflicts: 0, stopped: null });
  });
});

describe('the report through the queue (decisions/0025)', () => {
  it('sends the latest draft once, on the version the technician saw, and the completion after it', async () => {
    const a = visit('a', { status: 'done' });
    const server = fakeServer([a]);
    server.setOffline(true);
    // Typed offline: three saves, each the whole draft, then "Afslut rapport".
    await enqueueAction(user, 'saveVisitReport', { version: null, values: { noter: 'T' }, lineChecks: {} }, a);
    await enqueueAction(user, 'saveVisitReport', { version: null, values: { noter: 'Tr' }, lineChecks: {} }, a);
    await enqueueAction(user, 'saveVisitReport', { version: null, values: { noter: 'Trappe' }, lineChecks: {} }, a);
    await enqueueAction(user, 'completeVisitReport', { version: null }, a);
    // Each names the version after the one before it; the visit shows completed at once.
    expect((await queuedActions(user)).map((q) => q.variables.version)).toEqual([null, 1, 2, 3]);
    expect(applyQueue([a], await queuedActions(user))[0]).toMatchObject({
      status: 'completed',
      version: 2,
      pending: 4,
    });
    expect(await replayQueue(user, server.transport)).toMatchObject({ sent: 0, stopped: 'network' });

    server.setOffline(false);
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 2, conflicts: 0, stopped: null });
    expect(server.sent.map((s) => [s.operation, s.version])).toEqual([
      ['saveVisitReport', null],
      ['completeVisitReport', 1],
    ]);
    expect(server.reports.get('a')).toMatchObject({ version: 2, values: { noter: 'Trappe' } });
    expect(server.reports.get('a')!.completedAt).not.toBeNull();
    expect(server.state.get('a')).toMatchObject({ status: 'completed', version: 2 });
    expect(await queuedActions(user)).toEqual([]);
  });

  it('a save whose answer was lost is recognised as sent, and the next one goes on from it', async () => {
    const a = visit('a', { status: 'current' });
    const server = fakeServer([a]);
    const save = await enqueueAction(user, 'saveVisitReport', { version: null, values: { noter: 'x' } }, a);
    await enqueueAction(user, 'completeVisitReport', { version: null }, a);
    // The save arrived, its answer did not.
    await server.transport.send(save);
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 2, conflicts: 0, stopped: null });
    expect(server.reports.get('a')).toMatchObject({ version: 2, values: { noter: 'x' } });
    // A current visit is not finished: completing the report does not move it.
    expect(server.state.get('a')).toMatchObject({ status: 'current', version: 1 });
  });

  it('a report the office changed meanwhile waits for the technician; the visit’s own actions go on', async () => {
    const a = visit('a', { status: 'current' });
    const server = fakeServer([a]);
    server.reports.set('a', { version: 1, values: { noter: 'fra før' }, completedAt: null });
    await enqueueAction(user, 'saveVisitReport', { version: 1, values: { noter: 'teknikerens' } }, a);
    await enqueueAction(user, 'completeVisitReport', { version: 1 }, a);
    await enqueueAction(user, 'finishVisit', { reportCompleted: true }, a);
    // The office saved the report in between.
    server.reports.set('a', { version: 2, values: { noter: 'kontorets' }, completedAt: null });

    expect(await replayQueue(user, server.transport)).toEqual({ sent: 1, conflicts: 1, stopped: null });
    expect(server.state.get('a')).toMatchObject({ status: 'completed' });
    const [held, waiting] = await queuedActions(user);
    expect(held).toMatchObject({ operation: 'saveVisitReport', conflict: { reason: 'CONFLICT', reportVersion: 2 } });
    expect(waiting).toMatchObject({ operation: 'completeVisitReport' });
    expect(waiting!.conflict).toBeUndefined();
    // Held: a replay does not send the completion behind the refused save.
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 0, conflicts: 0, stopped: null });

    // "Prøv igen": the technician's draft on the report's version now, then the completion behind it.
    await resolveConflict(held!, 'retry');
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 2, conflicts: 0, stopped: null });
    expect(server.reports.get('a')).toMatchObject({ version: 4, values: { noter: 'teknikerens' } });
    expect(server.reports.get('a')!.completedAt).not.toBeNull();
  });

  it('a completion refused for a missing answer names the field', async () => {
    const a = visit('a', { status: 'done' });
    const server = fakeServer([a], ['underskrift']);
    await enqueueAction(user, 'saveVisitReport', { version: null, values: { noter: 'x' } }, a);
    await enqueueAction(user, 'completeVisitReport', { version: null }, a);
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 1, conflicts: 1, stopped: null });
    const [refused] = await queuedActions(user);
    expect(refused).toMatchObject({
      operation: 'completeVisitReport',
      conflict: { reason: 'report.answerRequired', field: 'input.values.underskrift', reportVersion: 1 },
    });
    // The visit stays done, and its buttons are not blocked by the report's refusal.
    expect(applyQueue([{ ...a, version: 1 }], [refused!])[0]).toMatchObject({ status: 'done', conflict: false });
    await resolveConflict(refused!, 'drop');
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 1 });
  });

  it('reopening a completed report makes a completed visit done again', async () => {
    const a = visit('a', { status: 'completed', version: 4 });
    const server = fakeServer([a]);
    server.reports.set('a', { version: 3, values: {}, completedAt: '2026-11-24T09:00:00.000Z' });
    await enqueueAction(user, 'uncompleteVisitReport', { version: 3 }, a);
    expect(applyQueue([a], await queuedActions(user))[0]).toMatchObject({ status: 'done', version: 5 });
    expect(await replayQueue(user, server.transport)).toEqual({ sent: 1, conflicts: 0, stopped: null });
    expect(server.reports.get('a')).toMatchObject({ version: 4, completedAt: null });
    expect(server.state.get('a')).toMatchObject({ status: 'done', version: 5 });
  });
});
