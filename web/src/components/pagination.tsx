import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import { Select } from './select.tsx';
import { formatCount } from '../lib/format/index.ts';
import { pageSizes } from '../lib/page-sizes.ts';

/**
 * "1–50 af 2.345", page size and previous/next. Every paged list says the same, so the texts are the shared
 * `common.list.*` ones rather than passed in. The total is grouped for reading (2.345 in Danish, 2,345 in English).
 * A capped total (the server counted 1,000 rows past the page and stopped) reads "1.000+", and the next page stays
 * open until a page comes back short.
 */
export function Pagination({
  page,
  pageSize,
  total,
  capped = false,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** The list has more than `total` rows (the page's `totalCountCapped`). */
  capped?: boolean | undefined;
  onPage: (page: number) => void;
  /** Offers the sizes of `pageSizes`; without it the size is fixed. */
  onPageSize?: ((size: number) => void) | undefined;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border px-4 py-2.5 text-[13px] text-muted">
      <p aria-live="polite" className="tabular-nums">
        {t(capped ? 'common.list.rangeCapped' : 'common.list.range', {
          from: formatCount(from),
          to: formatCount(to),
          total: formatCount(total),
        })}
      </p>
      <div className="flex items-center gap-2">
        {onPageSize && (
          <label className="flex items-center gap-2">
            <span>{t('common.list.pageSize')}</span>
            <Select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))} className="h-8! w-24! pl-2!">
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </Select>
          </label>
        )}
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('common.list.previousPage')}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <span className="tabular-nums">
          {page} / {pages}
          {capped && '+'}
        </span>
        <Button
          size="icon"
          variant="ghost"
          aria-label={t('common.list.nextPage')}
          disabled={page >= pages && !capped}
          onClick={() => onPage(page + 1)}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
