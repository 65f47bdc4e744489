import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { PlanningConflict } from '@servio/domain/planning';
import { parseDate } from '@servio/domain/local-dates';
import { Page } from '../../components/page.tsx';
import { useConflictReload } from '../../components/conflict-notice.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { departmentsOptions } from '../departments/index.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { planningBoardOptions, type Placement, type PlanningVisit } from './planning-api.ts';
import type { PlanningSearch } from './planning-search.ts';
import {
  boardDays,
  dayDate,
  dayViewColumns,
  dayViewHours,
  dropPlacement,
  groupPlacements,
  parseCellId,
  resizedPlacement,
  sideListId,
  unplannedPlacement,
  todayString,
  type CellTarget,
} from './board-layout.ts';
import { boardConflicts, conflictText, previewConflicts } from './board-conflicts.ts';
import { BoardGrid, type BoardHandlers } from './board-grid.tsx';
import { CarryTargetContext } from './board-cell.tsx';
import { useKeyboardCarry } from './use-keyboard-carry.ts';
import { useBoardSpeech } from './use-board-speech.ts';
import { type CardDragData, cardInstructionsId, visitLabel } from './board-visit-card.tsx';
import { UnscheduledList } from './unscheduled-list.tsx';
import { BoardVisitLimit } from './board-visit-limit.tsx';
import { PlanningToolbar } from './planning-toolbar.tsx';
import { useBoardMoves } from './use-board-moves.ts';
import { dayRoutes } from './day-routes.ts';
import type { EmployeeRoute } from './route-map.tsx';

const RouteMap = lazy(() => import('./route-map.tsx'));

const noConflicts: readonly string[] = [];

/**
 * The planning board (/admin/planning, with enablePlanningPage; beta): employees by department against days or
 * hours, the unplanned visits beside them. Visits are dragged (or carried with the keyboard) onto a person and a
 * time; warnings (double booking, hours, absence, travel, a fixed address) show while carrying and after. Every
 * save carries the visit's version; another dispatcher's change first is shown, never overwritten, and their moves
 * arrive live (the `visits` topic reloads the board).
 */
export function PlanningPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: PlanningSearch;
  onSearchChange: (patch: Partial<PlanningSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = search.view ?? 'week';
  const date = search.date ?? todayString();
  const days = useMemo(() => boardDays(view, date), [view, date]);
  const options = useMemo(
    () => planningBoardOptions(dayDate(days[0]!), days.length, search.department),
    [days, search.department],
  );
  const board = useQuery(options);
  const departments = useQuery({ ...departmentsOptions, enabled: session.company?.enableDepartment === true });
  const refetchBoard = board.refetch;
  const conflictReload = useConflictReload(async () => void (await refetchBoard()), 'planning');
  const moves = useBoardMoves(options.queryKey, conflictReload.onConflict);
  const save = moves.save;
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [carrying, setCarrying] = useState<{ data: CardDragData; preview: PlanningConflict[] } | null>(null);
  const mapDay = days.includes(parseDate(date)) ? parseDate(date) : days[0]!;

  const data = board.data;
  const visitById = useMemo(
    () => new Map([...(data?.visits ?? []), ...(data?.unscheduled ?? [])].map((v) => [v.id, v])),
    [data],
  );
  /** A placement that changes something (a drop where the visit already is saves nothing). */
  const changed = useCallback(
    (p: Placement) => {
      const v = visitById.get(p.id);
      return !v || v.start !== p.start || v.end !== p.end || v.employeeIds.join() !== p.employeeIds.join();
    },
    [visitById],
  );
  const conflicts = useMemo(() => (data ? boardConflicts(data) : new Map<string, PlanningConflict[]>()), [data]);
  const names = useMemo(() => {
    const employees = new Map(data?.employees.map((e) => [e.id, e.name]));
    return {
      employee: (id: string) => employees.get(id) ?? '',
      caseNumber: (id: string) => {
        const v = visitById.get(id);
        return v ? `#${v.caseNumber}` : '';
      },
    };
  }, [data, visitById]);
  // Worded once per board, so each card gets the same array until its conflicts change (the cards are memoised).
  const conflictTexts = useMemo(() => {
    const texts = new Map<string, readonly string[]>();
    for (const [visitId, found] of conflicts)
      texts.set(
        visitId,
        found.map((c) => conflictText(t, c, names)),
      );
    return (visitId: string) => texts.get(visitId) ?? noConflicts;
  }, [conflicts, names, t]);

  const columns = useMemo(
    (): Omit<CellTarget, 'employeeId'>[] =>
      view === 'day'
        ? Array.from({ length: dayViewColumns }, (_, i) => ({ day: days[0]!, hour: dayViewHours.first + i }))
        : days.map((day) => ({ day })),
    [view, days],
  );
  const employeeOrder = useMemo(() => data?.employees.map((e) => e.id) ?? [], [data]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));

  /** The visits a drop moves: the selection, when the carried visit is one of several selected; else that one. */
  const movingWith = useCallback(
    (visitId: string) => (selected.has(visitId) && selected.size > 1 ? [...selected] : [visitId]),
    [selected],
  );
  /** The placements a drop of the carried visit on `target` makes: the selection moves with it. */
  const placementsFor = useCallback(
    (carried: CardDragData, target: CellTarget): Placement[] => {
      const visit = visitById.get(carried.visitId);
      const employee = data?.employees.find((e) => e.id === target.employeeId);
      if (!visit || !employee) return [];
      const lead = dropPlacement(visit, carried.fromEmployeeId, target, employee.workingHours);
      const ids = movingWith(visit.id);
      if (ids.length === 1) return [lead];
      const group = ids.flatMap((id) => {
        const v = visitById.get(id);
        return v ? [v] : [];
      });
      return groupPlacements(group, { visit, fromEmployeeId: carried.fromEmployeeId }, lead);
    },
    [data, movingWith, visitById],
  );

  const { announcements, describeCarry } = useBoardSpeech({ data, visitById, placementsFor, names });
  const focusAfterDrop = useRef<{ visitId: string; cell: string } | null>(null);
  /** The placements of a drop on a cell or on the side list (off the plan); only those that change something. */
  const dropPlacements = useCallback(
    (carried: CardDragData, target: string): Placement[] => {
      if (target === sideListId) {
        return movingWith(carried.visitId).flatMap((id) => {
          const v = visitById.get(id);
          return v?.start ? [unplannedPlacement(v, id === carried.visitId ? carried.fromEmployeeId : null)] : [];
        });
      }
      const cell = parseCellId(target);
      return cell ? placementsFor(carried, cell).filter(changed) : [];
    },
    [movingWith, visitById, placementsFor, changed],
  );
  const dropCarried = useCallback(
    (carried: CardDragData, target: string) => {
      const placements = dropPlacements(carried, target);
      if (placements.length) void save(placements, { undoable: true });
      focusAfterDrop.current = { visitId: carried.visitId, cell: target };
    },
    [dropPlacements, save],
  );
  const keyboard = useKeyboardCarry({ employeeOrder, columns, describe: describeCarry, onDrop: dropCarried });
  // The carried visit keeps the focus in its new cell (the card there is a new element).
  useEffect(() => {
    const wanted = focusAfterDrop.current;
    if (!wanted) return;
    // In its cell (week views), else on the day view's track.
    const card =
      document.querySelector<HTMLElement>(`[data-cell="${wanted.cell}"] [data-visit-id="${wanted.visitId}"]`) ??
      document.querySelector<HTMLElement>(`[data-testid="planning-board"] [data-visit-id="${wanted.visitId}"]`);
    if (card) {
      card.focus();
      focusAfterDrop.current = null;
    }
  });

  /** A visit made longer or shorter by `minutes` (in quarter hours): the resize handle's drag and its arrow keys. */
  const resize = useCallback(
    (visit: PlanningVisit, minutes: number) => {
      const placement = resizedPlacement(visit, minutes);
      if (placement) void save([placement], { undoable: true });
    },
    [save],
  );

  const onDragStart = ({ active }: DragStartEvent) =>
    setCarrying({ data: active.data.current as CardDragData, preview: [] });
  // When the cell under the visit changes, not on every pointer move: the preview depends on the cell only.
  const onDragOver = ({ active, over }: DragOverEvent) => {
    const carried = active.data.current as CardDragData;
    if (carried.kind !== 'move' || !data) return;
    const target = over ? parseCellId(String(over.id)) : null;
    const preview = target ? previewConflicts(data, placementsFor(carried, target)) : [];
    setCarrying((c) => (c ? { ...c, preview } : c));
  };
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setCarrying(null);
    const carried = active.data.current as CardDragData;
    if (carried.kind === 'resize') {
      const visit = visitById.get(carried.visitId);
      const track = document.querySelector<HTMLElement>(`[data-track="${carried.fromEmployeeId}"]`);
      if (visit && track) resize(visit, (delta.x / track.clientWidth) * dayViewColumns * 60);
      return;
    }
    if (!over) return;
    const placements = dropPlacements(carried, String(over.id));
    if (placements.length) void save(placements, { undoable: true });
  };

  // The cards' callbacks keep their identity while a visit is carried or selected, so only the cards whose own
  // state changed render again (a two-week board has some 2,000).
  const onToggleSelect = useCallback(
    (id: string) =>
      setSelected((s) => {
        const next = new Set(s);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const onOpen = useCallback(
    (visitId: string) => void navigate({ to: '/admin/visits/$visitId', params: { visitId } }),
    [navigate],
  );
  const onChooseDay = useCallback((day: number) => onSearchChange({ date: dayDate(day) }), [onSearchChange]);
  const carriedId = keyboard.carry?.data.visitId ?? null;
  const handlers: BoardHandlers = useMemo(
    () => ({
      selected,
      conflictTexts,
      cardRole: t('planning.cardRole'),
      onToggleSelect,
      onResizeKey: resize,
      onPickUp: keyboard.pickUp,
      carriedId,
      onOpen,
      onChooseDay,
    }),
    [selected, conflictTexts, t, onToggleSelect, resize, keyboard.pickUp, carriedId, onOpen, onChooseDay],
  );

  // Ctrl+Z (⌘Z) takes the last move back, unless a field has the keys.
  const undo = moves.undo;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 'z' || event.shiftKey) return;
      if ((event.target as HTMLElement | null)?.closest('input, textarea, select, [contenteditable="true"]')) return;
      event.preventDefault();
      void undo();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [undo]);

  const routes = useMemo(
    (): EmployeeRoute[] => (data && search.map ? dayRoutes(data, mapDay) : []),
    [data, search.map, mapDay],
  );

  const carriedVisit = carrying ? visitById.get(carrying.data.visitId) : undefined;
  return (
    <Page wide className="max-w-none">
      <PlanningToolbar
        view={view}
        days={days}
        departments={departments.data ?? []}
        department={search.department}
        mapShown={search.map === true}
        canUndo={moves.canUndo}
        saving={moves.saving}
        selectedCount={selected.size}
        onSearchChange={onSearchChange}
        onToday={() => onSearchChange({ date: undefined })}
        onUndo={() => void moves.undo()}
        onClearSelection={() => setSelected(new Set())}
        date={date}
      />
      {conflictReload.notice && <div className="mb-4">{conflictReload.notice}</div>}
      {data?.visitLimit != null && <BoardVisitLimit limit={data.visitLimit} />}
      {board.isError && !data ? (
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(board.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void board.refetch()}
        />
      ) : !data ? (
        <div aria-busy="true" aria-label={t('planning.loading')} className="grid gap-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={pointerWithin}
          onDragStart={onDragStart}
          onDragOver={onDragOver}
          onDragEnd={onDragEnd}
          onDragCancel={() => setCarrying(null)}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('planning.dnd.instructions') },
          }}
        >
          <CarryTargetContext.Provider value={keyboard.carry?.cell ?? null}>
            {/* What every card is described by: a dormant card has no dnd-kit id to point at
                (board-visit-card.tsx). DndContext still gets the text, or it writes its English default. */}
            <p id={cardInstructionsId} hidden>
              {t('planning.dnd.instructions')}
            </p>
            <p role="status" aria-live="polite" className={keyboard.carry ? 'mb-2 text-[13px] font-medium' : 'sr-only'}>
              {keyboard.announcement}
            </p>
            <div className="grid gap-4 lg:grid-cols-[13rem_minmax(0,1fr)] 2xl:grid-cols-[15rem_minmax(0,1fr)]">
              <div className="lg:max-h-[calc(100vh-12rem)]">
                <UnscheduledList
                  visits={data.unscheduled}
                  selected={selected}
                  carriedId={handlers.carriedId}
                  onToggleSelect={handlers.onToggleSelect}
                  onPickUp={handlers.onPickUp}
                  onOpen={handlers.onOpen}
                />
              </div>
              <div className="min-w-0 space-y-4">
                {data.employees.length === 0 ? (
                  <p className="rounded-lg border border-border p-6 text-center text-[13px] text-muted">
                    {t('planning.noEmployees')}
                  </p>
                ) : (
                  <section
                    aria-label={t('planning.boardLabel')}
                    className="max-h-[calc(100vh-12rem)] overflow-auto rounded-lg border border-border"
                    data-testid="planning-board"
                  >
                    <BoardGrid board={data} view={view} days={days} mapDay={mapDay} handlers={handlers} />
                  </section>
                )}
                {search.map && (
                  <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                    <RouteMap routes={routes} className="h-96" />
                  </Suspense>
                )}
              </div>
            </div>
          </CarryTargetContext.Provider>
          <DragOverlay dropAnimation={null}>
            {carriedVisit ? (
              <div className="w-56 rounded-md border border-accent bg-surface p-1.5 text-xs shadow-lg">
                <div className="truncate font-medium">{visitLabel(carriedVisit)}</div>
                {carrying && carrying.data.kind === 'move' && selected.has(carriedVisit.id) && selected.size > 1 && (
                  <div className="text-muted">{t('planning.movingSelection', { count: selected.size })}</div>
                )}
                {carrying?.preview.map((c, i) => (
                  <div
                    key={i}
                    className="mt-0.5 text-amber-800 dark:text-amber-300"
                    data-testid="planning-preview-conflict"
                  >
                    ⚠ {conflictText(t, c, names)}
                  </div>
                ))}
              </div>
            ) : null}
          </DragOverlay>
        </DndContext>
      )}
    </Page>
  );
}
