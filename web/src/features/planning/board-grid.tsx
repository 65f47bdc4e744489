import { memo, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { dayLoad } from '@servio/domain/planning';
import { dateString, localToInstant } from '@servio/domain/local-dates';
import { cn } from '../../lib/cn.ts';
import { formatDayHeading, formatPercent } from '../../lib/format/index.ts';
import type { PlanningBoardData, PlanningEmployee, PlanningVisit } from './planning-api.ts';
import type { PlanningView } from './planning-search.ts';
import { cellId, dayTrackSpan, dayViewColumns, dayViewHours, quietDays, visitsByCell } from './board-layout.ts';
import { BoardCell, LoadBar } from './board-cell.tsx';
import { BoardVisitCard, type CardDragData } from './board-visit-card.tsx';

export interface BoardHandlers {
  selected: ReadonlySet<string>;
  /** What a screen reader calls a card. */
  cardRole: string;
  conflictTexts: (visitId: string) => readonly string[];
  onToggleSelect: (visitId: string) => void;
  onPickUp: (data: CardDragData) => void;
  /** The visit carried with the keyboard. */
  carriedId: string | null;
  onResizeKey: (visit: PlanningVisit, deltaMinutes: number) => void;
  onOpen: (visitId: string) => void;
  onChooseDay: (day: number) => void;
}

/** Employees by department (those without one last), in the server's order within each. */
function byDepartment(employees: readonly PlanningEmployee[]) {
  const groups = new Map<string, { name: string | null; employees: PlanningEmployee[] }>();
  for (const e of employees) {
    const key = e.departmentId ?? '';
    const group = groups.get(key) ?? { name: e.departmentName ?? null, employees: [] };
    group.employees.push(e);
    groups.set(key, group);
  }
  return [...groups.entries()].map(([id, g]) => ({ id, ...g }));
}

/** The employees' column, and a quiet day's least width (rem). */
const employeeColumnRem = 8.5;
const quietColumnRem = 3;

const dayMidday = (day: number) => localToInstant(day, 12 * 60);
/** 75 % (whole percent; formatPercent takes basis points). */
const loadPercent = (ratio: number) => formatPercent(Math.round((Number.isFinite(ratio) ? ratio : 1) * 100) * 100);

/**
 * The board: a row per employee under their department's heading, a column per day (week views) or hour (day
 * view). Each cell is a drop target; the week views list a day's visits in it with the day's load below, the day
 * view lays them out along the hours, as long as they last.
 */
export function BoardGrid({
  board,
  view,
  days,
  mapDay,
  handlers,
}: {
  board: PlanningBoardData;
  view: PlanningView;
  days: readonly number[];
  mapDay: number;
  handlers: BoardHandlers;
}) {
  const { t } = useTranslation();
  const cells = useMemo(() => visitsByCell(board.visits, days), [board.visits, days]);
  const absences = useMemo(() => {
    const map = new Map<string, string>();
    for (const a of board.absences)
      for (const day of days) {
        const dayStart = localToInstant(day, 0).getTime();
        const dayEnd = localToInstant(day + 1, 0).getTime();
        if (a.start.getTime() < dayEnd && a.end.getTime() > dayStart)
          map.set(`${a.employeeId}:${day}`, t(`planning.absence.${a.type}`));
      }
    return map;
  }, [board.absences, days, t]);
  const groups = useMemo(() => byDepartment(board.employees), [board.employees]);
  const quiet = useMemo(
    () => (view === 'day' ? new Set<number>() : quietDays(days, board.employees, cells)),
    [view, days, board.employees, cells],
  );
  // Each column as wide as the box allows, at least its least width (the box then scrolls sideways); never as wide
  // as a long customer name would like. A quiet day (nobody works, nothing planned) is narrow.
  const least = view === 'day' ? 4.5 : view === 'week' ? 6 : 5.5;
  const columns: [least: number, share: number][] =
    view === 'day'
      ? Array.from({ length: dayViewColumns }, () => [least, 1])
      : days.map((day) => (quiet.has(day) ? [quietColumnRem, 0.4] : [least, 1]));
  const gridStyle = {
    gridTemplateColumns: `${employeeColumnRem}rem ${columns.map(([rem, share]) => `minmax(${rem}rem, ${share}fr)`).join(' ')}`,
    minWidth: `${employeeColumnRem + columns.reduce((sum, [rem]) => sum + rem, 0)}rem`,
  };
  const header: ReactNode[] =
    view === 'day'
      ? Array.from({ length: dayViewColumns }, (_, i) => (
          <div key={i} className="border-b border-l border-border px-1 py-1.5 text-xs text-muted tabular-nums">
            {String(dayViewHours.first + i).padStart(2, '0')}
          </div>
        ))
      : days.map((day) => (
          <button
            key={day}
            type="button"
            onClick={() => handlers.onChooseDay(day)}
            aria-pressed={day === mapDay}
            className={cn(
              'truncate border-b border-l border-border px-1.5 py-1.5 text-left text-xs font-medium outline-none focus-visible:ring-2 focus-visible:ring-accent',
              day === mapDay ? 'bg-accent-soft text-accent' : 'text-muted',
            )}
          >
            {formatDayHeading(dayMidday(day))}
          </button>
        ));
  return (
    <div className="grid w-full text-sm" style={gridStyle}>
      <div className="sticky top-0 left-0 z-20 border-b border-border bg-surface px-2 py-1.5 text-xs font-medium text-muted">
        {t('planning.employee')}
      </div>
      {header.map((h, i) => (
        <div key={i} className="sticky top-0 z-10 grid bg-surface">
          {h}
        </div>
      ))}
      {groups.map((group) => (
        <DepartmentRows
          key={group.id}
          name={group.name ?? t('planning.noDepartment')}
          employees={group.employees}
          view={view}
          days={days}
          cells={cells}
          absences={absences}
          handlers={handlers}
          t={t}
        />
      ))}
    </div>
  );
}

const DepartmentRows = memo(function DepartmentRows({
  name,
  employees,
  view,
  days,
  cells,
  absences,
  handlers,
  t,
}: {
  name: string;
  employees: readonly PlanningEmployee[];
  view: PlanningView;
  days: readonly number[];
  cells: Map<string, PlanningVisit[]>;
  absences: Map<string, string>;
  handlers: BoardHandlers;
  t: TFunction;
}) {
  return (
    <>
      <h3 className="sticky left-0 col-span-full border-b border-border bg-surface-muted px-2 py-1 text-xs font-semibold">
        {name}
      </h3>
      {employees.map((employee) =>
        view === 'day' ? (
          <DayRow
            key={employee.id}
            employee={employee}
            day={days[0]!}
            visits={cells.get(`${employee.id}:${days[0]}`) ?? []}
            absent={absences.get(`${employee.id}:${days[0]}`) ?? null}
            handlers={handlers}
            t={t}
          />
        ) : (
          <WeekRow
            key={employee.id}
            employee={employee}
            days={days}
            cells={cells}
            absences={absences}
            handlers={handlers}
            t={t}
          />
        ),
      )}
    </>
  );
});

function EmployeeHeading({ employee, load }: { employee: PlanningEmployee; load?: ReactNode }) {
  return (
    <div className="sticky left-0 z-10 border-b border-border bg-surface px-2 py-1.5">
      <div className="truncate font-medium" data-testid="planning-employee">
        {employee.name}
      </div>
      {load}
    </div>
  );
}

function WeekRow({
  employee,
  days,
  cells,
  absences,
  handlers,
  t,
}: {
  employee: PlanningEmployee;
  days: readonly number[];
  cells: Map<string, PlanningVisit[]>;
  absences: Map<string, string>;
  handlers: BoardHandlers;
  t: TFunction;
}) {
  const loadLabel = loadLabelFor(t, employee.name);
  return (
    <>
      <EmployeeHeading employee={employee} />
      {days.map((day) => {
        const visits = cells.get(`${employee.id}:${day}`) ?? [];
        const absent = absences.get(`${employee.id}:${day}`) ?? null;
        const cellLabel = `${employee.name}, ${formatDayHeading(dayMidday(day))}`;
        return (
          <BoardCell key={day} target={{ employeeId: employee.id, day }} label={cellLabel} absent={absent}>
            {absent && (
              <div className="mb-0.5 text-[11px] font-medium text-muted" aria-hidden="true">
                {absent}
              </div>
            )}
            <div className="flex flex-col gap-0.5">
              {visits.map((visit) => (
                <BoardCard
                  key={visit.id}
                  visit={visit}
                  employeeId={employee.id}
                  originCell={cellId({ employeeId: employee.id, day })}
                  handlers={handlers}
                />
              ))}
            </div>
            <DayLoad employee={employee} day={day} visits={visits} label={loadLabel} />
          </BoardCell>
        );
      })}
    </>
  );
}

function DayRow({
  employee,
  day,
  visits,
  absent,
  handlers,
  t,
}: {
  employee: PlanningEmployee;
  day: number;
  visits: readonly PlanningVisit[];
  absent: string | null;
  handlers: BoardHandlers;
  t: TFunction;
}) {
  return (
    <>
      <EmployeeHeading
        employee={employee}
        load={<DayLoad employee={employee} day={day} visits={visits} label={loadLabelFor(t, employee.name)} always />}
      />
      <div className="relative flex" style={{ gridColumn: '2 / -1' }} data-track={employee.id}>
        {Array.from({ length: dayViewColumns }, (_, i) => {
          const hour = dayViewHours.first + i;
          return (
            <BoardCell
              key={hour}
              target={{ employeeId: employee.id, day, hour }}
              label={`${employee.name}, ${String(hour).padStart(2, '0')}:00`}
              absent={i === 0 ? absent : null}
              className={cn('flex-1', absent && 'bg-surface-muted')}
            />
          );
        })}
        <div className="pointer-events-none absolute inset-0">
          {visits.map((visit, index) => {
            const span = dayTrackSpan(visit, day);
            return (
              <div
                key={visit.id}
                className="pointer-events-auto absolute"
                style={{
                  left: `${span.left * 100}%`,
                  width: `${span.width * 100}%`,
                  top: `${4 + (index % 2) * 4}px`,
                }}
              >
                <BoardCard
                  visit={visit}
                  employeeId={employee.id}
                  originCell={cellId({
                    employeeId: employee.id,
                    day,
                    hour: Math.min(
                      dayViewHours.last - 1,
                      Math.max(dayViewHours.first, dayViewHours.first + Math.floor(span.left * dayViewColumns)),
                    ),
                  })}
                  handlers={handlers}
                  resizable
                />
              </div>
            );
          })}
        </div>
      </div>
    </>
  );
}

/** A card in an employee's row: the board's handlers passed on. */
function BoardCard({
  visit,
  employeeId,
  originCell,
  handlers,
  resizable,
}: {
  visit: PlanningVisit;
  employeeId: string;
  originCell: string;
  handlers: BoardHandlers;
  resizable?: boolean;
}) {
  return (
    <BoardVisitCard
      visit={visit}
      fromEmployeeId={employeeId}
      originCell={originCell}
      selected={handlers.selected.has(visit.id)}
      roleDescription={handlers.cardRole}
      conflicts={handlers.conflictTexts(visit.id)}
      carried={handlers.carriedId === visit.id}
      resizable={resizable}
      onToggleSelect={handlers.onToggleSelect}
      onPickUp={handlers.onPickUp}
      onResizeKey={handlers.onResizeKey}
      onOpen={handlers.onOpen}
    />
  );
}

/**
 * The load bars' label for one employee, given the percent: one translation per row rather than one per cell
 * (i18next's t cost about 45 µs a call on the board's first render, and a two-week board has 700 bars). The percent
 * goes where the translation put its placeholder, so the sentence stays the language's own.
 */
function loadLabelFor(t: TFunction, employee: string): (percent: string) => string {
  const placeholder = '\u0000';
  const text = t('planning.load', { employee, percent: placeholder });
  return (percent) => text.replace(placeholder, () => percent);
}

/** An employee's load on a day as a bar (a day without working hours or visits shows none unless `always`). */
function DayLoad({
  employee,
  day,
  visits,
  label,
  always = false,
}: {
  employee: PlanningEmployee;
  day: number;
  visits: readonly PlanningVisit[];
  label: (percent: string) => string;
  always?: boolean;
}) {
  const load = dayLoad({
    day: dateString(day),
    workingHours: employee.workingHours,
    visits: visits.map((v) => ({ start: new Date(v.start!), end: new Date(v.end!) })),
  });
  if (!always && load.workingMinutes === 0 && load.plannedMinutes === 0) return null;
  return <LoadBar ratio={load.ratio} label={label(loadPercent(load.ratio))} />;
}
