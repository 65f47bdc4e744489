import { AlertTriangle } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import type { AssignableEmployee } from './visits-api.ts';

export interface PickerNote {
  text: string;
  /** warning: the choice has a consequence the person may not expect. */
  tone: 'info' | 'warning';
}

/**
 * The checkbox list of colleagues a visit is assigned to, for administrators and employees alike. Office-only
 * administrators rarely go out on visits, so they are listed only once someone has put them on this one.
 */
export function EmployeePicker({
  label,
  employees,
  value,
  onChange,
  error,
  note,
}: {
  label: string;
  employees: AssignableEmployee[] | undefined;
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  /** A remark under the list about the current choice (who will see the visit). */
  note?: PickerNote | null;
}) {
  const shown = (employees ?? []).filter(
    (e) => e.role !== 'administrator' || e.kind !== 'office' || value.includes(e.id),
  );
  return (
    <fieldset>
      {/* Named for screen readers; on screen the section's own title ("Medarbejdere") stands right above it. */}
      <legend className="sr-only">{label}</legend>
      <div className="grid max-h-56 gap-1 overflow-y-auto rounded-md border border-border-strong p-2 sm:grid-cols-2">
        {shown.map((e) => (
          <label key={e.id} className="flex items-center gap-2 rounded px-2 py-1 text-[13px] hover:bg-surface-muted">
            <input
              type="checkbox"
              className="size-4 accent-[var(--accent)]"
              checked={value.includes(e.id)}
              onChange={(ev) => onChange(ev.target.checked ? [...value, e.id] : value.filter((id) => id !== e.id))}
            />
            <span className="truncate">{e.name}</span>
            {e.department && <span className="ml-auto truncate text-xs text-muted">{e.department.name}</span>}
          </label>
        ))}
      </div>
      {/* A live region that is always there, so a screen reader hears the remark a checkbox brings up. */}
      <div aria-live="polite">
        {note && (
          <p
            className={cn(
              'mt-1.5 flex items-start gap-1.5 text-[13px]',
              note.tone === 'warning' ? 'text-foreground' : 'text-muted',
            )}
          >
            {note.tone === 'warning' && (
              <AlertTriangle className="mt-0.5 size-3.5 shrink-0 text-warning" aria-hidden="true" />
            )}
            {note.text}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
