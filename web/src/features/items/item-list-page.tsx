import type { ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Package, Plus } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { FilterSelect } from '../../components/list-filters.tsx';
import { ColumnChooser } from '../../components/column-chooser.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader, type Sorting } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { Switch } from '../../components/switch.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { useColumnChoice } from '../../lib/use-column-choice.ts';
import { formatMoney } from '../../lib/format/index.ts';
import { cn } from '../../lib/cn.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { useVisitAccess } from '../visits/index.ts';
import { itemGroupsOptions } from '../item-groups/index.ts';
import {
  availableItemColumns,
  columnStorageKey,
  defaultColumnIds,
  itemColumns,
  type ItemSort,
} from './item-columns.ts';
import { itemsOptions } from './items-api.ts';
import type { ItemsSearch } from './items-search.ts';

/**
 * The company's items, paged, searched (SKU, name, barcode), filtered and sorted by the server. Prices show only to
 * whoever sees prices; the quantity on hand and the low-stock filter only while the company keeps stock.
 * `headerLinks` is where the page's further actions go (the price-list import).
 */
export function ItemListPage({
  session,
  search,
  onSearchChange,
  headerLinks,
}: {
  session: MeAndSettings;
  search: ItemsSearch;
  onSearchChange: (patch: Partial<ItemsSearch>) => void;
  headerLinks?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const access = useVisitAccess(session);
  const isAdmin = session.me.role === 'administrator';
  const stockEnabled = session.company?.enableItemStock === true;
  const available = availableItemColumns(access.canSeePrices, stockEnabled);
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const [columnIds, toggleColumn] = useColumnChoice(columnStorageKey, itemColumns, defaultColumnIds);
  const groups = useQuery(itemGroupsOptions);

  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const sorting: Sorting<ItemSort> = {
    sort: search.sort ?? 'name',
    dir: search.dir ?? 'asc',
    onSort: (sort, dir) => onSearchChange({ sort, dir, page: undefined }),
  };
  const items = useQuery(
    itemsOptions({
      search: search.q ?? null,
      groupId: search.group ?? null,
      active: search.status === 'all' ? null : search.status !== 'archived',
      belowThreshold: stockEnabled && search.low ? true : null,
      sort: sorting.sort,
      sortDirection: sorting.dir,
      limit: size,
      offset: (page - 1) * size,
    }),
  );
  const columns = available.filter((c) => columnIds.includes(c.id));
  const filterCount = [search.group, search.status, stockEnabled && search.low].filter(Boolean).length;
  const filtered = Boolean(search.q) || filterCount > 0;

  return (
    <Page wide>
      <ListToolbar
        actions={
          isAdmin && (
            <>
              {headerLinks}
              <Link to="/admin/items/new" className={buttonClasses('primary')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('items.create')}
              </Link>
            </>
          )
        }
      >
        <SearchBox
          wide
          value={term}
          onChange={setTerm}
          label={t('items.search')}
          placeholder={t('items.searchPlaceholder')}
        />
        <FilterDisclosure active={filterCount}>
          <FilterSelect
            label={t('items.filterGroup')}
            defaultLabel={t('items.groupAll')}
            value={search.group}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
            onChange={(group) => onSearchChange({ group, page: undefined })}
          />
          <FilterSelect
            label={t('items.filterStatus')}
            defaultLabel={t('items.statusActive')}
            value={search.status}
            options={[
              { value: 'archived', label: t('items.statusArchived') },
              { value: 'all', label: t('items.statusAll') },
            ]}
            onChange={(status) => onSearchChange({ status, page: undefined })}
          />
          {stockEnabled && (
            <label className="inline-flex items-center gap-2 text-[13px]">
              <Switch
                checked={search.low === true}
                onCheckedChange={(on) => onSearchChange({ low: on ? true : undefined, page: undefined })}
              />
              {t('items.onlyBelowThreshold')}
            </label>
          )}
        </FilterDisclosure>
        <div className="hidden md:block">
          <ColumnChooser columns={available} chosen={columnIds} onToggle={toggleColumn} />
        </div>
      </ListToolbar>

      <ServerTable
        query={items}
        caption={t('items.tableCaption')}
        empty={{
          icon: Package,
          title: filtered ? t('items.noMatchesTitle') : t('items.emptyTitle'),
          body: filtered ? t('items.noMatchesBody') : t('items.emptyBody'),
        }}
        header={
          <>
            <ColumnHeader label={t('items.fields.name')} sortBy="name" sorting={sorting} />
            {columns.map((c) => (
              <ColumnHeader key={c.id} label={t(c.labelKey)} sortBy={c.sort} sorting={sorting} />
            ))}
          </>
        }
        row={(item) => (
          <ClickableRow onOpen={() => void navigate({ to: '/admin/items/$itemId', params: { itemId: item.id } })}>
            <td className="px-4 py-2.5 font-medium">
              <Link to="/admin/items/$itemId" params={{ itemId: item.id }} className={rowLinkClasses}>
                {item.name}
              </Link>
              {!item.active && (
                <Badge className="ml-2" tone="neutral">
                  {t('items.archivedBadge')}
                </Badge>
              )}
              {stockEnabled && isLow(item) && (
                <Badge className="ml-2" tone="warning">
                  {t('items.lowBadge')}
                </Badge>
              )}
            </td>
            {columns.map((c) => (
              <td key={c.id} className={cn('px-4 py-2.5 text-muted', c.numeric && 'tabular-nums whitespace-nowrap')}>
                {c.value(item, t)}
              </td>
            ))}
          </ClickableRow>
        )}
        card={(item) => ({
          title: (
            <Link to="/admin/items/$itemId" params={{ itemId: item.id }} className={cardLinkClasses}>
              {item.name}
            </Link>
          ),
          lines: [
            [item.sku, item.groupName].filter(Boolean).join(' · '),
            access.canSeePrices && item.salesPrice !== null ? formatMoney(item.salesPrice) : '',
          ],
        })}
        page={page}
        pageSize={size}
        onPaging={onSearchChange}
        choosePageSize
      />
    </Page>
  );
}

const isLow = (item: { onHand: number | null; lowStockThreshold: number | null }) =>
  item.onHand !== null && item.lowStockThreshold !== null && item.onHand < item.lowStockThreshold;
