import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { Select } from './select.tsx';

export const pageSizes = [25, 50, 100, 200] as const;

/** "1–50 af 2.345", page size and previous/next. Texts are passed in translated. */
export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
  labels,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  labels: { range: (from: number, to: number, total: number) => string; pageSize: string; previous: string; next: string };
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-[13px] text-muted">
      <p aria-live="polite" className="tabular-nums">
        {labels.range(from, to, total)}
      </p>
      <div className="flex items-center gap-2">
        {onPageSize && (
          <label className="flex items-center gap-2">
            <span>{labels.pageSize}</span>
            <Select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="h-8! w-24! pl-2!">
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </label>
        )}
        <Button size="icon" variant="ghost" aria-label={labels.previous} disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <span className="tabular-nums">
          {page} / {pages}
        </span>
        <Button size="icon" variant="ghost" aria-label={labels.next} disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
