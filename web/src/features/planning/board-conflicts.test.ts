import { describe, expect, it } from 'vitest';
import { defaultBookingHours } from '@servio/domain/booking-hours';
import type { PlanningBoardData, PlanningVisit } from './planning-api.ts';
import { boardConflicts, previewConflicts } from './board-conflicts.ts';

const visit = (over: Partial<PlanningVisit>): PlanningVisit => ({
  id: 'v1',
  version: 1,
  caseNumber: 1001,
  customerName: 'Hansen ApS',
  description: null,
  status: 'scheduled',
  start: '2026-11-24T08:00:00.000Z', // Tuesday 09:00 in Copenhagen
  end: '2026-11-24T09:00:00.000Z',
  employeeIds: ['anna'],
  address: null,
  latitude: null,
  longitude: null,
  fixedAddress: null,
  bookingKind: null,
  ...over,
});

const board = (visits: PlanningVisit[], unscheduled: PlanningVisit[] = []): PlanningBoardData => ({
  from: '2026-11-22T23:00:00.000Z',
  to: '2026-11-29T23:00:00.000Z',
  travelSpeedKmh: 40,
  employees: [
    { id: 'anna', name: 'Anna', departmentId: null, departmentName: null, workingHours: defaultBookingHours },
    { id: 'bo', name: 'Bo', departmentId: null, departmentName: null, workingHours: defaultBookingHours },
  ],
  visits,
  unscheduled,
  visitLimit: null,
  absences: [
    {
      employeeId: 'bo',
      type: 'vacation',
      start: new Date('2026-11-23T23:00:00.000Z'),
      end: new Date('2026-11-24T23:00:00.000Z'),
    },
  ],
});

describe('the board’s conflicts', () => {
  it('marks both visits of a double booking', () => {
    const map = boardConflicts(board([visit({}), visit({ id: 'v2', caseNumber: 1002 })]));
    expect(map.get('v1')?.map((c) => c.kind)).toEqual(['double_booking']);
    expect(map.get('v2')?.[0]).toMatchObject({ kind: 'double_booking', otherVisitId: 'v1' });
  });

  it('shows a drop’s conflicts before it is saved: the target person’s vacation', () => {
    const loose = visit({ id: 'v9', start: null, end: null, employeeIds: [], status: 'not_scheduled' });
    const preview = previewConflicts(board([visit({})], [loose]), [
      { id: 'v9', start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T09:00:00.000Z', employeeIds: ['bo'] },
    ]);
    expect(preview.map((c) => [c.kind, c.employeeId, c.absenceType])).toEqual([['absent', 'bo', 'vacation']]);
  });

  it('leaves out the moved visit’s old place', () => {
    const preview = previewConflicts(board([visit({}), visit({ id: 'v2', caseNumber: 1002 })]), [
      { id: 'v2', start: '2026-11-25T08:00:00.000Z', end: '2026-11-25T09:00:00.000Z', employeeIds: ['anna'] },
    ]);
    expect(preview).toEqual([]);
  });
});
