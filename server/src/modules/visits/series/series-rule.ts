import type { RecurrenceRule } from '@servio/domain';
import type { SeriesRow } from '../visit-rows.ts';

/** The rule with COUNT reduced by the occurrences made before the anchor. */
export function seriesRule(s: Pick<SeriesRow, 'rule' | 'consumed'>): RecurrenceRule {
  return s.rule.count != null ? { ...s.rule, count: Math.max(s.rule.count - s.consumed, 0) } : s.rule;
}
