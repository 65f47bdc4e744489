import { describe, expect, it } from 'vitest';
import type { QueuedAction } from './offline-db.ts';
import { shownReport } from './report-queue.ts';

const action = (operation: QueuedAction['operation'], variables: Record<string, unknown>, extra = {}) =>
  ({
    key: `${operation}-${String(variables.version)}`,
    seq: 1,
    userId: 'u',
    operation,
    variables,
    visitId: 'a',
    seen: {} as QueuedAction['seen'],
    queuedAt: '2026-11-24T09:00:00.000Z',
    ...extra,
  }) as QueuedAction;

describe('the report as the panel shows it', () => {
  it('is the server’s report with the waiting saves and completion applied', () => {
    const shown = shownReport(
      { values: { noter: 'server' }, version: 2, completedAt: null },
      [
        action('saveVisitReport', { version: 2, values: { noter: 'telefon' } }),
        action('completeVisitReport', { version: 3 }),
        action('startVisit', {}),
        { ...action('saveVisitReport', { version: 1, values: { noter: 'et andet besøg' } }), visitId: 'b' },
      ],
      'a',
    );
    expect(shown).toMatchObject({ values: { noter: 'telefon' }, version: 4, completed: true, pending: 2 });
    expect(shown.conflict).toBeUndefined();
  });

  it('names the field of a completion the server refused for a missing answer', () => {
    const refused = action(
      'completeVisitReport',
      { version: 3 },
      {
        conflict: {
          current: null,
          changes: [],
          reason: 'report.answerRequired',
          field: 'input.values.underskrift',
          reportVersion: 3,
        },
      },
    );
    const shown = shownReport({ values: {}, version: 3, completedAt: null }, [refused], 'a');
    expect(shown).toMatchObject({ completed: false, pending: 0, version: 3 });
    expect(shown.conflict).toBe(refused);
    expect(shown.refusedField).toEqual({ fieldId: 'underskrift', reason: 'report.answerRequired' });
  });
});
