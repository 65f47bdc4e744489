import { describe, expect, it } from 'vitest';
import { formatAddress, unpackPlanningBoard, type PackedPlanningBoard } from './planning-packed.ts';

const hours = [{ weekday: 0, start: 360, end: 840 }];
const own = [{ weekday: 1, start: 420, end: 900 }];
const packed: PackedPlanningBoard = {
  from: Date.UTC(2031, 2, 2, 23),
  to: Date.UTC(2031, 2, 3, 23),
  travelSpeedKmh: 50,
  bookingHours: hours,
  employees: [
    ['e3', null, null, 'uden@firma.dk', null, null, null],
    ['e2', 'Øjvind', 'Ask', 'o@firma.dk', 'd1', 'Esbjerg', own],
    ['e1', 'Anne', 'Berg', 'a@firma.dk', 'd2', 'Birkerød', null],
    ['e4', 'Aase', 'Dahl', 'aa@firma.dk', 'd1', 'Esbjerg', null],
  ],
  visits: [
    [
      'v1',
      3,
      1001,
      'scheduled',
      Date.UTC(2031, 2, 3, 7),
      Date.UTC(2031, 2, 3, 9),
      ['e1'],
      55.6,
      12.5,
      'Hansen ApS',
      'Service "årlig"',
      'Vestergade 1',
      '6700',
      'Esbjerg',
      null,
      null,
    ],
    [
      'v2',
      1,
      1002,
      'current',
      Date.UTC(2031, 2, 3, 10),
      Date.UTC(2031, 2, 3, 11),
      ['e2', 'e4'],
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      [55.7, 12.4, 'Fabriksvej 1', '2600', 'Glostrup'],
      'booking',
    ],
  ],
  unscheduled: [
    ['v3', 1, 1003, 'not_scheduled', null, null, [], null, null, 'Jensen', null, null, '2000', null, null, 'callback'],
  ],
  absences: [['e1', 'vacation', Date.UTC(2031, 2, 2, 23), Date.UTC(2031, 2, 3, 23)]],
  visitLimit: null,
};

describe('unpackPlanningBoard', () => {
  const board = unpackPlanningBoard(JSON.stringify(packed), (ms) => new Date(ms).toISOString());

  it('names the staff and sorts them by department (none last), then name, in Danish order (aa is å, after ø)', () => {
    expect(board.employees.map((e) => e.name)).toEqual(['Anne Berg', 'Øjvind Ask', 'Aase Dahl', 'uden@firma.dk']);
  });

  it("gives each employee their own hours, else the company's", () => {
    const byId = new Map(board.employees.map((e) => [e.id, e.workingHours]));
    expect(byId.get('e2')).toEqual(own);
    expect(byId.get('e1')).toEqual(hours);
    expect(byId.get('e3')).toEqual(hours);
  });

  it('reads each row into a visit, its address joined, times made by the caller', () => {
    expect(board.from).toBe('2031-03-02T23:00:00.000Z');
    expect(board.visits[0]).toEqual({
      id: 'v1',
      version: 3,
      caseNumber: 1001,
      customerName: 'Hansen ApS',
      description: 'Service "årlig"',
      status: 'scheduled',
      start: '2031-03-03T07:00:00.000Z',
      end: '2031-03-03T09:00:00.000Z',
      employeeIds: ['e1'],
      address: 'Vestergade 1, 6700 Esbjerg',
      latitude: 55.6,
      longitude: 12.5,
      fixedAddress: null,
      bookingKind: null,
    });
    expect(board.visits[1]).toMatchObject({
      customerName: null,
      address: null,
      fixedAddress: { latitude: 55.7, longitude: 12.4, address: 'Fabriksvej 1, 2600 Glostrup' },
      bookingKind: 'booking',
    });
    expect(board.unscheduled[0]).toMatchObject({ start: null, end: null, address: '2000', bookingKind: 'callback' });
  });

  it("sorts a range's visits by start, then case number, whatever order they came in; the unscheduled stay as sent", () => {
    // The first fixture row, renamed and moved: id, case number, start and end.
    const row = (id: string, caseNumber: number, start: number) =>
      Object.assign([...packed.visits[0]!], { 0: id, 2: caseNumber, 4: start, 5: start + 3_600_000 });
    const unscheduled = [packed.unscheduled[0]!, Object.assign([...packed.unscheduled[0]!], { 0: 'v9', 2: 999 })];
    const shuffled = unpackPlanningBoard(
      JSON.stringify({
        ...packed,
        visits: [row('late', 1, 7_200_000), row('tie-b', 7, 3_600_000), row('early', 9, 0), row('tie-a', 3, 3_600_000)],
        unscheduled,
      }),
      (ms) => ms,
    );
    expect(shuffled.visits.map((v) => v.id)).toEqual(['early', 'tie-a', 'tie-b', 'late']);
    expect(shuffled.unscheduled.map((v) => v.id)).toEqual(['v3', 'v9']);
    expect(shuffled.visitLimit).toBeNull();
    expect(unpackPlanningBoard(JSON.stringify({ ...packed, visitLimit: 5000 }), String).visitLimit).toBe(5000);
  });

  it('gives absences as Dates', () => {
    expect(board.absences).toEqual([
      { employeeId: 'e1', type: 'vacation', start: new Date(packed.from), end: new Date(packed.to) },
    ]);
  });
});

describe('formatAddress', () => {
  it('leaves out what is missing or blank', () => {
    expect(formatAddress('Vestergade 1', '6700', 'Esbjerg')).toBe('Vestergade 1, 6700 Esbjerg');
    expect(formatAddress(' ', '6700', null)).toBe('6700');
    expect(formatAddress('Vestergade 1', null, '')).toBe('Vestergade 1');
    expect(formatAddress(null, null, null)).toBeNull();
  });
});
