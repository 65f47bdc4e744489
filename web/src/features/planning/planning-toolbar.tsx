import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, Map as MapIcon, Undo2 } from 'lucide-react';
import { localToInstant } from '@servio/domain/local-dates';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { Select } from '../../components/select.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDate, formatLongDate } from '../../lib/format/index.ts';
import { stepDate } from './board-layout.ts';
import { planningViews, type PlanningSearch, type PlanningView } from './planning-search.ts';

/** The board's controls: its span and days, the department shown, undo, the route map, and how to use the keyboard. */
export function PlanningToolbar({
  view,
  date,
  days,
  departments,
  department,
  mapShown,
  canUndo,
  saving,
  selectedCount,
  onSearchChange,
  onToday,
  onUndo,
  onClearSelection,
}: {
  view: PlanningView;
  date: string;
  days: readonly number[];
  departments: readonly { id: string; name: string }[];
  department: string | undefined;
  mapShown: boolean;
  canUndo: boolean;
  saving: boolean;
  selectedCount: number;
  onSearchChange: (patch: Partial<PlanningSearch>) => void;
  onToday: () => void;
  onUndo: () => void;
  onClearSelection: () => void;
}) {
  const { t } = useTranslation();
  const first = localToInstant(days[0]!, 12 * 60);
  const last = localToInstant(days.at(-1)!, 12 * 60);
  const range = view === 'day' ? formatLongDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
  return (
    <div className="mb-4 space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{t('planning.beta')}</Badge>
        <div
          role="radiogroup"
          aria-label={t('planning.viewLabel')}
          className="inline-flex rounded-lg border border-border p-0.5"
        >
          {planningViews.map((v) => (
            <button
              key={v}
              type="button"
              role="radio"
              aria-checked={view === v}
              onClick={() => onSearchChange({ view: v === 'week' ? undefined : v })}
              className={cn(
                'h-8 rounded-md px-2.5 text-[13px] font-medium text-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                view === v && 'bg-accent-soft text-accent',
              )}
            >
              {t(`planning.view.${v}`)}
            </button>
          ))}
        </div>
        <div className="inline-flex items-center gap-1">
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('planning.previous')}
            onClick={() => onSearchChange({ date: stepDate(view, date, -1) })}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </Button>
          <Button size="sm" variant="secondary" onClick={onToday}>
            {t('planning.today')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={t('planning.next')}
            onClick={() => onSearchChange({ date: stepDate(view, date, 1) })}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
        <h2 className="text-sm font-semibold" aria-live="polite">
          {range}
        </h2>
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {departments.length > 0 && (
            <div className="w-44">
              <Select
                aria-label={t('planning.department')}
                value={department ?? ''}
                onChange={(e) => onSearchChange({ department: e.target.value || undefined })}
                className="h-8"
              >
                <option value="">{t('planning.allDepartments')}</option>
                {departments.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </Select>
            </div>
          )}
          {selectedCount > 0 && (
            <Button size="sm" variant="ghost" onClick={onClearSelection}>
              {t('planning.clearSelection', { count: selectedCount })}
            </Button>
          )}
          <Button size="sm" variant="secondary" disabled={!canUndo} onClick={onUndo} aria-keyshortcuts="Control+Z">
            <Undo2 className="size-4" aria-hidden="true" />
            {t('planning.undo')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-pressed={mapShown}
            onClick={() => onSearchChange({ map: mapShown ? undefined : true })}
          >
            <MapIcon className="size-4" aria-hidden="true" />
            {t('planning.showMap')}
          </Button>
        </div>
      </div>
      <p className="text-xs text-muted">
        {t('planning.help')}
        {saving && <span className="ml-2">{t('planning.saving')}</span>}
      </p>
    </div>
  );
}
