import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, Upload, Users } from 'lucide-react';
import type { CustomerSort } from '@servio/domain/customer';
import { Page } from '../../components/page.tsx';
import { Button, buttonClasses } from '../../components/button.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ColumnChooser } from '../../components/column-chooser.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader, type Sorting } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { useColumnChoice } from '../../lib/use-column-choice.ts';
import { cn } from '../../lib/cn.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { canCreateCustomer } from './customer-access.ts';
import { columnStorageKey, customerColumns, defaultColumnIds } from './customer-columns.ts';
import { customersOptions } from './customers-api.ts';
import { ExportCsvButton } from './export-csv-button.tsx';

// The import (file reading, column mapping, preview) is there only for the administrator who opens it.
const ImportDialog = lazy(() => import('./import/import-dialog.tsx').then((m) => ({ default: m.ImportDialog })));

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
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const [columnIds, toggleColumn] = useColumnChoice(columnStorageKey, customerColumns, defaultColumnIds);
  const [importOpen, setImportOpen] = useState(false);
  const isAdmin = session.me.role === 'administrator';

  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const sorting: Sorting<CustomerSort> = {
    sort: search.sort ?? 'name',
    dir: search.dir ?? 'asc',
    onSort: (sort, dir) => onSearchChange({ sort, dir, page: undefined }),
  };
  const listVariables = {
    search: search.q ?? null,
    sort: sorting.sort,
    sortDirection: sorting.dir,
    useCompany: search.type === undefined ? null : search.type === 'company',
  };
  const customers = useQuery(customersOptions({ ...listVariables, limit: size, offset: (page - 1) * size }));
  const columns = customerColumns.filter((c) => columnIds.includes(c.id));
  const filtered = Boolean(search.q || search.type);

  return (
    <Page wide>
      <ListToolbar
        actions={
          <>
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
          </>
        }
      >
        <SearchBox
          wide
          value={term}
          onChange={setTerm}
          label={t('customers.search')}
          placeholder={t('customers.searchPlaceholder')}
        />
        <FilterDisclosure active={search.type ? 1 : 0}>
          <FilterSelect
            label={t('customers.filterType')}
            defaultLabel={t('customers.typeAll')}
            value={search.type}
            options={[
              { value: 'company', label: t('customers.typeCompany') },
              { value: 'private', label: t('customers.typePrivate') },
            ]}
            onChange={(type) => onSearchChange({ type, page: undefined })}
          />
        </FilterDisclosure>
        {/* A phone shows cards, not columns. */}
        <div className="hidden md:block">
          <ColumnChooser columns={customerColumns} chosen={columnIds} onToggle={toggleColumn} />
        </div>
      </ListToolbar>

      <ServerTable
        query={customers}
        caption={t('customers.tableCaption')}
        empty={{
          icon: Users,
          title: filtered ? t('customers.noMatchesTitle') : t('customers.emptyTitle'),
          body: filtered ? t('customers.noMatchesBody') : t('customers.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('customers.columns.name')} sortBy="name" sorting={sorting} />
            {columns.map((c) => (
              <ColumnHeader key={c.id} label={t(c.labelKey)} sortBy={c.sort} sorting={sorting} />
            ))}
          </>
        }
        row={(customer) => (
          <ClickableRow
            onOpen={() => void navigate({ to: '/admin/customers/$customerId', params: { customerId: customer.id } })}
          >
            <td className="px-4 py-2.5 font-medium">
              <Link to="/admin/customers/$customerId" params={{ customerId: customer.id }} className={rowLinkClasses}>
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
          </ClickableRow>
        )}
        // A phone: the name, how to reach the customer and where.
        card={(customer) => ({
          title: (
            <>
              <Link to="/admin/customers/$customerId" params={{ customerId: customer.id }} className={cardLinkClasses}>
                {customer.name || t('customers.unnamed')}
              </Link>
              {customer.useCompany && (
                <span className="ml-2 text-xs font-normal text-muted">{t('customers.companyBadge')}</span>
              )}
            </>
          ),
          lines: [
            [customer.phoneNumber, customer.email].filter(Boolean).join(' · '),
            [
              customer.address.streetAddress,
              [customer.address.zipcode, customer.address.city].filter(Boolean).join(' '),
            ]
              .filter(Boolean)
              .join(', '),
          ],
        })}
        page={page}
        pageSize={size}
        onPaging={onSearchChange}
        choosePageSize
      />
      {isAdmin && importOpen && (
        <Suspense fallback={null}>
          <ImportDialog open onOpenChange={setImportOpen} />
        </Suspense>
      )}
    </Page>
  );
}
