import { describe, expect, it } from 'vitest';
import { applyTransition, isDue, plannedStatus, visitStatuses, type VisitStatus } from './visit-status.ts';
import { visitInputSchema, visitTimeProblem } from './visit.ts';

const facts = {
  customerId: 'c',
  employeeCount: 1,
  start: new Date('2026-05-01T08:00:00Z'),
  end: new Date('2026-05-01T10:00:00Z'),
};

describe('visit status rules', () => {
  it('is scheduled once customer, employee and time are set, and goes back when one goes', () => {
    expect(plannedStatus('not_scheduled', facts)).toBe('scheduled');
    expect(plannedStatus('scheduled', { ...facts, customerId: null })).toBe('not_scheduled');
    expect(plannedStatus('scheduled', { ...facts, employeeCount: 0 })).toBe('not_scheduled');
    expect(plannedStatus('scheduled', { ...facts, start: null, end: null })).toBe('not_scheduled');
    for (const status of ['current', 'completed', 'done'] as const)
      expect(plannedStatus(status, { ...facts, customerId: null })).toBe(status);
  });

  it('starts a scheduled visit and finishes it as completed or done', () => {
    expect(applyTransition({ status: 'scheduled', archived: false }, { kind: 'start' })).toEqual({
      ok: true,
      status: 'current',
      archived: false,
    });
    expect(
      applyTransition({ status: 'current', archived: false }, { kind: 'finish', reportCompleted: true }),
    ).toMatchObject({ status: 'completed' });
    expect(
      applyTransition({ status: 'current', archived: false }, { kind: 'finish', reportCompleted: false }),
    ).toMatchObject({ status: 'done' });
    for (const status of ['not_scheduled', 'current', 'completed', 'done'] as VisitStatus[]) {
      expect(applyTransition({ status, archived: false }, { kind: 'start' })).toEqual({
        ok: false,
        reason: 'visit.cannotStart',
      });
    }
    expect(
      applyTransition({ status: 'not_scheduled', archived: false }, { kind: 'finish', reportCompleted: true }),
    ).toEqual({ ok: false, reason: 'visit.cannotFinish' });
  });

  it('moves finished visits between done and completed with the report', () => {
    expect(
      applyTransition({ status: 'done', archived: false }, { kind: 'setReportCompleted', completed: true }),
    ).toMatchObject({ status: 'completed' });
    expect(
      applyTransition({ status: 'completed', archived: false }, { kind: 'setReportCompleted', completed: false }),
    ).toMatchObject({ status: 'done' });
    expect(
      applyTransition({ status: 'current', archived: false }, { kind: 'setReportCompleted', completed: true }),
    ).toEqual({ ok: false, reason: 'visit.notFinished' });
  });

  it('archives only finished visits and unarchives them', () => {
    for (const status of visitStatuses) {
      const result = applyTransition({ status, archived: false }, { kind: 'archive' });
      expect(result.ok, status).toBe(status === 'completed' || status === 'done');
    }
    expect(applyTransition({ status: 'done', archived: true }, { kind: 'unarchive' })).toEqual({
      ok: true,
      status: 'done',
      archived: false,
    });
    expect(
      applyTransition({ status: 'done', archived: true }, { kind: 'setReportCompleted', completed: true }).ok,
    ).toBe(false);
  });

  it('calls a visit due when its end has passed and it is neither finished nor archived', () => {
    const now = new Date('2026-05-02T00:00:00Z');
    expect(isDue({ status: 'scheduled', archived: false, end: facts.end }, now)).toBe(true);
    expect(isDue({ status: 'current', archived: false, end: facts.end }, now)).toBe(true);
    expect(isDue({ status: 'done', archived: false, end: facts.end }, now)).toBe(false);
    expect(isDue({ status: 'scheduled', archived: true, end: facts.end }, now)).toBe(false);
    expect(isDue({ status: 'scheduled', archived: false, end: new Date('2026-05-03T00:00:00Z') }, now)).toBe(false);
    expect(isDue({ status: 'not_scheduled', archived: false, end: null }, now)).toBe(false);
  });
});

describe('visit validation', () => {
  const start = new Date('2026-05-01T08:00:00Z');
  it('needs start before end, both or neither, and time before equipment', () => {
    expect(visitTimeProblem({ start, end: new Date(start.getTime() - 1), materielIds: [] })).toEqual({
      field: 'end',
      reason: 'visit.endBeforeStart',
    });
    expect(visitTimeProblem({ start, end: start, materielIds: [] })).toEqual({
      field: 'end',
      reason: 'visit.endEqualsStart',
    });
    expect(visitTimeProblem({ start, end: null, materielIds: [] })).toEqual({
      field: 'end',
      reason: 'visit.endRequired',
    });
    expect(visitTimeProblem({ start: null, end: start, materielIds: [] })).toEqual({
      field: 'start',
      reason: 'visit.startRequired',
    });
    expect(visitTimeProblem({ start: null, end: null, materielIds: ['m'] })).toEqual({
      field: 'materielIds',
      reason: 'visit.materielNeedsTime',
    });
    expect(visitTimeProblem({ start, end: new Date(start.getTime() + 1), materielIds: ['m'] })).toBeNull();
    expect(visitTimeProblem({ start: null, end: null, materielIds: [] })).toBeNull();
  });
  it('parses the form input', () => {
    const parsed = visitInputSchema.safeParse({ description: '  Rens  ', reference: '', price: 1.5 });
    expect(parsed.success).toBe(false);
    expect(visitInputSchema.parse({ description: '  Rens  ', reference: '' })).toMatchObject({
      description: 'Rens',
      reference: null,
    });
  });
});
