import { describe, expect, it } from 'vitest';
import { visitReportKey } from '../reports/index.ts';
import { panelReportKey } from './report-state.ts';

describe('the panel’s report cache', () => {
  it('is the office report’s query, so the report part reads what the queue’s answers write', () => {
    expect(panelReportKey('v-1')).toEqual(visitReportKey('v-1'));
  });
});
