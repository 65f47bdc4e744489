import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './offline-db.ts';
import { handRegistration, kmRegistration, pendingMinutesByDay, timerRegistration } from './time-entry.ts';

describe('the panel’s time entries', () => {
  it('a stopped timer is regular hours on the visit, rounded to whole minutes', () => {
    const result = timerRegistration('v1', new Date('2026-11-24T07:00:29Z'), new Date('2026-11-24T08:15:31Z'));
    expect(result).toEqual({
      ok: true,
      input: {
        type: 'regular',
        visitId: 'v1',
        startsAt: '2026-11-24T07:00:00.000Z',
        endsAt: '2026-11-24T08:16:00.000Z',
      },
    });
  });

  it('a timer stopped within the minute still registers one minute; one left over a day is refused', () => {
    const short = timerRegistration('v1', new Date('2026-11-24T07:00:00Z'), new Date('2026-11-24T07:00:10Z'));
    expect(short).toMatchObject({ ok: true, input: { endsAt: '2026-11-24T07:01:00.000Z' } });
    const long = timerRegistration('v1', new Date('2026-11-24T07:00:00Z'), new Date('2026-11-25T08:00:00Z'));
    expect(long).toMatchObject({ ok: false, reason: 'technicianTime.reason.tooLong' });
  });

  it('hours by hand are read on the 24-hour clock in Copenhagen time (winter and summer)', () => {
    expect(
      handRegistration({ visitId: 'v1', type: 'overtime', date: '2026-11-24', start: '8:30', end: '1015' }),
    ).toEqual({
      ok: true,
      input: {
        type: 'overtime',
        visitId: 'v1',
        startsAt: '2026-11-24T07:30:00.000Z',
        endsAt: '2026-11-24T09:15:00.000Z',
      },
    });
    expect(
      handRegistration({ visitId: 'v1', type: 'regular', date: '2026-06-10', start: '07.00', end: '15' }),
    ).toMatchObject({ ok: true, input: { startsAt: '2026-06-10T05:00:00.000Z', endsAt: '2026-06-10T13:00:00.000Z' } });
  });

  it('refuses a time that is not a time, and an end that is not after the start', () => {
    const base = { visitId: 'v1', type: 'regular' as const, date: '2026-11-24' };
    expect(handRegistration({ ...base, start: '25:00', end: '10:00' })).toMatchObject({ ok: false, field: 'start' });
    expect(handRegistration({ ...base, start: '8:00', end: '' })).toMatchObject({ ok: false, field: 'end' });
    expect(handRegistration({ ...base, start: '10:00', end: '09:00' })).toMatchObject({
      ok: false,
      field: 'end',
      reason: 'technicianTime.reason.endBeforeStart',
    });
  });

  it('driving km takes a comma decimal and both addresses', () => {
    const fields = { visitId: 'v1', date: '2026-11-24', fromAddress: ' Nørregade 1 ', toAddress: 'Slotsgade 2' };
    expect(kmRegistration({ ...fields, km: '12,5' })).toEqual({
      ok: true,
      input: {
        type: 'driving_km',
        visitId: 'v1',
        date: '2026-11-24',
        km: 12.5,
        fromAddress: 'Nørregade 1',
        toAddress: 'Slotsgade 2',
      },
    });
    expect(kmRegistration({ ...fields, km: '-3' })).toMatchObject({ ok: false, field: 'km' });
    expect(kmRegistration({ ...fields, km: '4', fromAddress: '  ' })).toMatchObject({ ok: false, field: 'from' });
  });

  it('counts queued hour registrations per Copenhagen day, not refused ones nor km', () => {
    const action = (input: Record<string, unknown>, conflict = false) =>
      ({
        operation: 'registerTime',
        variables: { input },
        ...(conflict ? { conflict: { current: null, changes: [], reason: 'x' } } : {}),
      }) as unknown as QueuedAction;
    const byDay = pendingMinutesByDay([
      action({ startsAt: '2026-11-24T07:00:00Z', endsAt: '2026-11-24T08:30:00Z' }),
      action({ startsAt: '2026-11-24T23:30:00Z', endsAt: '2026-11-25T00:00:00Z' }),
      action({ startsAt: '2026-11-24T09:00:00Z', endsAt: '2026-11-24T10:00:00Z' }, true),
      action({ type: 'driving_km', km: 3, date: '2026-11-24' }),
    ]);
    expect([...byDay]).toEqual([
      ['2026-11-24', 90],
      ['2026-11-25', 30],
    ]);
  });
});
