import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GraphQLRequestError } from '../../lib/errors.ts';
import { errorText } from '../../lib/reasons.ts';
import { toast } from '../../lib/toast.ts';
import { planVisit, type Placement, type PlanningBoardData, type PlanningVisit } from './planning-api.ts';
import { currentPlacement, isPlanned, placed } from './board-layout.ts';
import { planningKey } from './planning-key.ts';

/** One step the dispatcher can take back: where the visits were before it. */
type UndoStep = Placement[];
const undoDepth = 20;

/**
 * The board's data with saved (or shown-while-saving) visits put in: planned ones on the board, the ones taken off
 * the plan at the top of the side list.
 */
function withVisits(board: PlanningBoardData, changed: readonly PlanningVisit[]): PlanningBoardData {
  const byId = new Map(changed.map((v) => [v.id, v]));
  const others = (list: readonly PlanningVisit[]) => list.filter((v) => !byId.has(v.id));
  return {
    ...board,
    visits: [...others(board.visits), ...changed.filter(isPlanned)],
    unscheduled: [...changed.filter((v) => !isPlanned(v)), ...others(board.unscheduled)],
  };
}

/**
 * The board's saves: each placement saved with the version the board read (planVisit), shown at once and put back
 * if refused. Someone else's change first (CONFLICT) raises the conflict notice and reloads the board: nothing of
 * theirs is overwritten. Each drop (one visit or a selection) is one undo step; undo saves the earlier placements
 * with the versions the saves returned.
 */
export function useBoardMoves(queryKey: QueryKey, onConflict: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [undoSteps, setUndoSteps] = useState<UndoStep[]>([]);
  const [saving, setSaving] = useState(0);
  // The latest callback, for saves under way when the page re-renders.
  const onConflictRef = useRef(onConflict);
  useLayoutEffect(() => {
    onConflictRef.current = onConflict;
  });

  const save = useCallback(
    async (placements: readonly Placement[], { undoable }: { undoable: boolean }): Promise<boolean> => {
      const current = queryClient.getQueryData<PlanningBoardData>(queryKey);
      if (!current || placements.length === 0) return false;
      const byId = new Map([...current.visits, ...current.unscheduled].map((v) => [v.id, v]));
      const moving = placements.flatMap((p) => {
        const visit = byId.get(p.id);
        return visit ? [{ visit, placement: p }] : [];
      });
      queryClient.setQueryData<PlanningBoardData>(queryKey, (b) =>
        b
          ? withVisits(
              b,
              moving.map((m) => placed(m.visit, m.placement)),
            )
          : b,
      );
      setSaving((n) => n + 1);
      const results = await Promise.allSettled(moving.map((m) => planVisit(m.placement, m.visit.version)));
      setSaving((n) => n - 1);
      const saved = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      queryClient.setQueryData<PlanningBoardData>(queryKey, (b) => (b ? withVisits(b, saved) : b));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as unknown] : []));
      if (undoable) {
        const before = moving
          .filter((_, i) => results[i]!.status === 'fulfilled')
          .map((m) => currentPlacement(m.visit));
        if (before.length) setUndoSteps((steps) => [...steps.slice(-(undoDepth - 1)), before]);
      }
      if (failures.length) {
        if (failures.some((e) => e instanceof GraphQLRequestError && e.code === 'CONFLICT')) onConflictRef.current();
        else toast.error(errorText(t, failures[0]));
        await queryClient.invalidateQueries({ queryKey: planningKey });
        return false;
      }
      return true;
    },
    [queryClient, queryKey, t],
  );

  const undo = useCallback(async () => {
    const step = undoSteps.at(-1);
    if (!step) return;
    setUndoSteps((steps) => steps.slice(0, -1));
    if (await save(step, { undoable: false })) toast.success(t('planning.undone'));
  }, [save, t, undoSteps]);

  return {
    save,
    undo,
    canUndo: undoSteps.length > 0,
    saving: saving > 0,
  };
}
