import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../lib/errors.ts';
import { cn } from '../lib/cn.ts';
import { mdUp, useMediaQuery } from '../lib/use-media-query.ts';
import { Card } from './card.tsx';
import { ErrorState } from './error-state.tsx';
import { Pagination } from './pagination.tsx';
import { defaultPageSize } from '../lib/page-sizes.ts';
import { RecordCards, type RecordCard } from './record-cards.tsx';
import { Skeleton } from './skeleton.tsx';
import { EmptyState } from './states.tsx';

/** The part of a TanStack query for one page of a list that the table reads (a `useQuery` result fits). */
interface PagedQuery<T> {
  data: { items: readonly T[]; totalCount: number; totalCountCapped?: boolean } | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A move to another page or size; page 1 and the default size come as undefined, as the URL leaves them out. */
export interface PagingChange {
  page?: number | undefined;
  size?: number | undefined;
}

/**
 * A list that the server pages, sorts and filters, in a card: a load error with a retry, skeleton rows on the
 * first load, the empty state, or the table with the pager under it. While the next page loads the previous one
 * stays, dimmed and marked busy, so the table does not jump. Below the `md` width (a phone) the items are cards
 * instead of rows: a table's columns do not fit there.
 */
export function ServerTable<T extends { id: string }>({
  query,
  caption,
  header,
  row,
  card,
  empty,
  banner,
  page,
  pageSize,
  onPaging,
  choosePageSize = false,
}: {
  query: PagedQuery<T>;
  /** The table's name for screen readers (a visually hidden caption; the page's h1 names it for the eye). */
  caption: string;
  /** The header cells, e.g. `ColumnHeader`s. */
  header: ReactNode;
  /** The `<tr>` of one item. */
  row: (item: T) => ReactNode;
  /** One item as a card, at a phone's width: its link and two or three of its most useful fields. */
  card: (item: T) => RecordCard;
  /** What the card shows when no item matches (texts translated). */
  empty: Pick<ComponentProps<typeof EmptyState>, 'icon' | 'title' | 'body'>;
  /** Inside the card above the table: bulk actions, a refusal. */
  banner?: ReactNode;
  page: number;
  pageSize: number;
  onPaging: (change: PagingChange) => void;
  /** Offer 25/50/100/200 rows a page; otherwise the size is fixed. */
  choosePageSize?: boolean;
}) {
  const { t } = useTranslation();
  const { data } = query;
  const wide = useMediaQuery(mdUp);
  return (
    <Card className="overflow-hidden">
      {banner}
      {query.isError && !data ? (
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(query.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending || !data ? (
        <div className="space-y-3 p-5" aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : data.items.length === 0 ? (
        <EmptyState {...empty} />
      ) : !wide ? (
        <div aria-busy={query.isFetching || undefined}>
          <RecordCards
            label={caption}
            items={data.items}
            card={card}
            className={cn('transition-opacity', query.isPlaceholderData && 'opacity-60')}
          />
        </div>
      ) : (
        <div
          className={cn('overflow-x-auto transition-opacity', query.isPlaceholderData && 'opacity-60')}
          aria-busy={query.isFetching || undefined}
        >
          <table className="w-full text-left text-[13px]">
            <caption className="sr-only">{caption}</caption>
            <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
              <tr>{header}</tr>
            </thead>
            <tbody className="divide-y divide-border">
              {data.items.map((item) => (
                <Fragment key={item.id}>{row(item)}</Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.totalCount > 0 && (
        <Pagination
          page={page}
          pageSize={pageSize}
          total={data.totalCount}
          capped={data.totalCountCapped}
          onPage={(p) => onPaging({ page: p === 1 ? undefined : p })}
          onPageSize={
            choosePageSize
              ? (size) => onPaging({ size: size === defaultPageSize ? undefined : size, page: undefined })
              : undefined
          }
        />
      )}
    </Card>
  );
}
