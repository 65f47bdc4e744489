import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3, Plus, Search, Upload, Users } from 'lucide-react';
import type { CustomerSort } from '@servio/domain/customer';
import { Page } from '../../components/page.tsx';
import { Card } from '../../components/card.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { Input } from '../../components/input.tsx';
import { Select } from '../../components/select.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Pagination } from '../../components/pagination.tsx';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { errorMessageKey } from '../../lib/errors.ts';
import { cn } from '../../lib/cn.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { canCreateCustomer } from './customer-access.ts';
import { customerColumns, loadColumnIds, saveColumnIds } from './customer-columns.ts';
import { customersOptions } from './customers-api.ts';
import { ExportCsvButton } from './export-csv-button.tsx';
import { ImportDialog } from './import/import-dialog.tsx';

export interface CustomersSearch {
  q?: string;
  page?: number;
  size?: number;
  sort?: CustomerSort;
  dir?: 'asc' | 'desc';
  type?: 'company' | 'private';
}

export function CustomerListPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: CustomersSearch;
  onSearchChange: (patch: Partial<CustomersSearch>) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState(search.q ?? '');
  const debounced = useDebounced(term.trim(), 300);
  const [columnIds, setColumnIds] = useState(loadColumnIds);
  const [importOpen, setImportOpen] = useState(false);
  const isAdmin = session.me.role === 'administrator';

  useEffect(() => {
    if (debounced !== (search.q ?? '')) onSearchChange({ q: debounced || undefined, page: undefined });
    // Only the typed term drives this; the URL follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const page = search.page ?? 1;
  const size = search.size ?? 50;
  const sort = search.sort ?? 'name';
  const dir = search.dir ?? 'asc';
  const listVariables = {
    search: search.q ?? null,
    sort,
    sortDirection: dir,
    useCompany: search.type === undefined ? null : search.type === 'company',
  };
  const customers = useQuery(customersOptions({ ...listVariables, limit: size, offset: (page - 1) * size }));
  const columns = customerColumns.filter((c) => columnIds.includes(c.id));

  const toggleColumn = (id: string, on: boolean) => {
    const next = customerColumns.map((c) => c.id).filter((c) => (c === id ? on : columnIds.includes(c)));
    setColumnIds(next);
    saveColumnIds(next);
  };

  const sortBy = (column: CustomerSort) =>
    onSearchChange({ sort: column, dir: sort === column && dir === 'asc' ? 'desc' : 'asc', page: undefined });

  const header = (labelKey: string, column: CustomerSort | undefined, className?: string) => {
    const active = column !== undefined && sort === column;
    const Icon = active ? (dir === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
    return (
      <th
        key={labelKey}
        scope="col"
        className={cn('px-4 py-2.5 font-medium', className)}
        aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : column ? 'none' : undefined}
      >
        {column ? (
          <button
            type="button"
            onClick={() => sortBy(column)}
            className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t(labelKey)}
            <Icon className={cn('size-3.5', !active && 'opacity-40')} aria-hidden="true" />
          </button>
        ) : (
          t(labelKey)
        )}
      </th>
    );
  };

  return (
    <Page wide>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div className="relative min-w-56 flex-1 sm:max-w-sm">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
          <Input
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={t('customers.searchPlaceholder')}
            aria-label={t('customers.search')}
            className="pl-9"
          />
        </div>
        <Select
          aria-label={t('customers.filterType')}
          value={search.type ?? ''}
          onChange={(e) =>
            onSearchChange({ type: (e.target.value || undefined) as CustomersSearch['type'], page: undefined })
          }
          className="w-auto!"
        >
          <option value="">{t('customers.typeAll')}</option>
          <option value="company">{t('customers.typeCompany')}</option>
          <option value="private">{t('customers.typePrivate')}</option>
        </Select>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary">
              <Columns3 className="size-4" aria-hidden="true" />
              {t('customers.columnsButton')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuLabel className="text-muted">{t('customers.columnsTitle')}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {customerColumns.map((column) => (
              <DropdownMenuCheckboxItem
                key={column.id}
                checked={columnIds.includes(column.id)}
                onCheckedChange={(on) => toggleColumn(column.id, on)}
              >
                {t(column.labelKey)}
              </DropdownMenuCheckboxItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
        <div className="ml-auto flex flex-wrap gap-2">
          {isAdmin && (
            <>
              <Button variant="secondary" onClick={() => setImportOpen(true)}>
                <Upload className="size-4" aria-hidden="true" />
                {t('customers.import')}
              </Button>
              <ExportCsvButton variables={listVariables} />
            </>
          )}
          {canCreateCustomer(session) && (
            <Link to="/admin/customers/new" className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('customers.create')}
            </Link>
          )}
        </div>
      </div>

      <Card className="overflow-hidden">
        {customers.isError && !customers.data ? (
          <ErrorState
            title={t('common.loadErrorTitle')}
            body={t(errorMessageKey(customers.error))}
            retryLabel={t('common.retry')}
            onRetry={() => void customers.refetch()}
          />
        ) : customers.isPending ? (
          <div className="space-y-3 p-5" aria-busy="true" aria-label={t('common.loading')}>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className="h-8 w-full" />
            ))}
          </div>
        ) : customers.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title={search.q || search.type ? t('customers.noMatchesTitle') : t('customers.emptyTitle')}
            body={search.q || search.type ? t('customers.noMatchesBody') : t('customers.emptyBody')}
          />
        ) : (
          <>
            <div className={cn('overflow-x-auto transition-opacity', customers.isPlaceholderData && 'opacity-60')} aria-busy={customers.isFetching}>
              <table className="w-full text-left text-[13px]">
                <caption className="sr-only">{t('customers.tableCaption')}</caption>
                <thead className="border-b border-border bg-surface-muted/50 text-xs text-muted">
                  <tr>
                    {header('customers.columns.name', 'name')}
                    {columns.map((c) => header(c.labelKey, c.sort))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {customers.data.items.map((customer) => (
                    <tr
                      key={customer.id}
                      className="cursor-pointer hover:bg-surface-muted/40"
                      onClick={(event) => {
                        if ((event.target as HTMLElement).closest('a')) return;
                        void navigate({ to: '/admin/customers/$customerId', params: { customerId: customer.id } });
                      }}
                    >
                      <td className="px-4 py-2.5 font-medium">
                        <Link
                          to="/admin/customers/$customerId"
                          params={{ customerId: customer.id }}
                          className="hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        >
                          {customer.name || t('customers.unnamed')}
                        </Link>
                        {customer.useCompany && (
                          <span className="ml-2 text-xs font-normal text-muted">{t('customers.companyBadge')}</span>
                        )}
                      </td>
                      {columns.map((c) => (
                        <td key={c.id} className={cn('px-4 py-2.5 text-muted', c.numeric && 'tabular-nums whitespace-nowrap')}>
                          {c.value(customer)}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        {customers.data && customers.data.totalCount > 0 && (
          <Pagination
            page={page}
            pageSize={size}
            total={customers.data.totalCount}
            onPage={(p) => onSearchChange({ page: p === 1 ? undefined : p })}
            onPageSize={(s) => onSearchChange({ size: s === 50 ? undefined : s, page: undefined })}
            labels={{
              range: (from, to, total) => t('customers.range', { from, to, total: total.toLocaleString('da-DK') }),
              pageSize: t('customers.pageSize'),
              previous: t('customers.previousPage'),
              next: t('customers.nextPage'),
            }}
          />
        )}
      </Card>
      {isAdmin && <ImportDialog open={importOpen} onOpenChange={setImportOpen} />}
    </Page>
  );
}
