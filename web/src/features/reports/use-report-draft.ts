import { useEffect, useRef, useState } from 'react';
import type { ReportAnswer, ReportValues } from '@servio/domain/report-template';

/** How long typing rests before the draft is saved (the office) or queued (the technician panel). */
const saveDelayMs = 800;

/** What a report's draft save sends: the answers and the ticked lines. */
export interface ReportDraft {
  values: ReportValues;
  lineChecks: Record<string, boolean>;
}

/**
 * A report's answers and line ticks as typed, and whether they wait to be saved. Every change starts the timer
 * again; once typing rests, the change's `save` runs (the office's mutation, the panel's queue). `take` hands what
 * waits to a save (null: nothing waits) and `keep` puts it back after a save failed, so nothing typed is lost. The
 * office's editor and the panel's share it: the same draft, two ways of sending it.
 */
export function useReportDraft(initial: ReportDraft) {
  const [draft, setDraft] = useState(initial);
  // The latest draft: a timer's save must not send an older render's.
  const latest = useRef(initial);
  const waiting = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (next: ReportDraft, save: () => unknown) => {
    latest.current = next;
    setDraft(next);
    waiting.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), saveDelayMs);
  };

  return {
    values: draft.values,
    lineChecks: draft.lineChecks,
    setAnswer: (fieldId: string, value: ReportAnswer, save: () => unknown) =>
      update({ ...latest.current, values: { ...latest.current.values, [fieldId]: value } }, save),
    setLineCheck: (lineId: string, checked: boolean, save: () => unknown) =>
      update({ ...latest.current, lineChecks: { ...latest.current.lineChecks, [lineId]: checked } }, save),
    take: (): ReportDraft | null => {
      clearTimeout(timer.current);
      if (!waiting.current) return null;
      waiting.current = false;
      return latest.current;
    },
    keep: () => {
      waiting.current = true;
    },
  };
}
