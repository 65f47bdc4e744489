import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Map as MapIcon, Plus, Table2, Wrench } from 'lucide-react';
import { addMonths } from '@servio/domain/material-service';
import { dateString, localParts } from '@servio/domain/local-dates';
import { materialServiceStatuses } from '@servio/domain/material-service';
import { Page } from '../../components/page.tsx';
import { LayoutSwitch } from '../../components/layout-switch.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Badge } from '../../components/badge.tsx';
import { Button } from '../../components/button.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { DateFilter, FilterSelect } from '../../components/list-filters.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { cardLinkClasses } from '../../components/record-cards.tsx';
import { ServerTable } from '../../components/server-table.tsx';
import { ColumnHeader, type Sorting } from '../../components/column-header.tsx';
import { ClickableRow, rowLinkClasses } from '../../components/clickable-row.tsx';
import { Input } from '../../components/input.tsx';
import { Card } from '../../components/card.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { defaultPageSize } from '../../lib/page-sizes.ts';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { formatDateText } from '../../lib/format/index.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { CustomerPicker } from '../../shared/customer-picker.tsx';
import { useEquipmentLabels } from '../../shared/equipment-labels.ts';
import { equipmentCategoriesOptions } from '../equipment-catalogue/index.ts';
import { materialsOptions } from './materials-api.ts';
import { materialListFilter } from './material-list-filter.ts';
import type { MaterialsSearch } from './materials-search.ts';
import { MaterialStatusBadge } from './material-status.tsx';
import { materialTitle, materialWhere } from './material-label.ts';

// The map (Leaflet) is big: it loads only when that layout is chosen.
const MaterialsMap = lazy(() => import('./map/materials-map.tsx'));

const today = () => dateString(localParts(new Date()).days);

/**
 * The company's materials, paged, searched and filtered by the server: service status, category, customer, postcode
 * and a period of the next service date ("due within a month" is one click). Ordered by the next service date.
 * Administrators create and import; `headerLinks` is where the page's further actions go.
 */
export function MaterialListPage({
  session,
  search,
  onSearchChange,
  headerLinks,
}: {
  session: MeAndSettings;
  search: MaterialsSearch;
  onSearchChange: (patch: Partial<MaterialsSearch>) => void;
  headerLinks?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labels = useEquipmentLabels(session.company);
  const isAdmin = session.me.role === 'administrator';
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const [zip, setZip] = useSearchTerm(search.zip, (z) => onSearchChange({ zip: z, page: undefined }));
  const categories = useQuery({ ...equipmentCategoriesOptions, enabled: isAdmin });

  const page = search.page ?? 1;
  const size = search.size ?? defaultPageSize;
  const sorting: Sorting<'nextServiceOn'> = {
    sort: 'nextServiceOn',
    dir: search.dir ?? 'asc',
    onSort: (_sort, dir) => onSearchChange({ dir, page: undefined }),
  };
  const layout = search.layout ?? 'table';
  const materials = useQuery({
    ...materialsOptions({
      ...materialListFilter(search),
      sort: 'nextServiceOn',
      sortDirection: sorting.dir,
      limit: size,
      offset: (page - 1) * size,
    }),
    enabled: layout === 'table',
  });
  const layouts = [
    { id: 'table', icon: Table2, label: t('materials.layouts.table') },
    { id: 'map', icon: MapIcon, label: t('materials.layouts.map') },
  ] as const;
  const filterCount = [
    search.status,
    search.category,
    search.cust,
    search.zip,
    search.dueFrom,
    search.dueTo,
    search.archived,
  ].filter(Boolean).length;
  const filtered = Boolean(search.q) || filterCount > 0;
  const dueWithinMonth = () => {
    const from = today();
    onSearchChange({ dueFrom: from, dueTo: addMonths(from, 1), page: undefined });
  };

  return (
    <Page wide>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <LayoutSwitch
          label={t('materials.layouts.label')}
          layouts={layouts}
          value={layout}
          onChange={(id) => onSearchChange({ layout: id === 'table' ? undefined : id })}
        />
      </div>
      <ListToolbar
        actions={
          isAdmin && (
            <>
              {headerLinks}
              <Link to="/admin/materials/new" className={buttonClasses('primary')}>
                <Plus className="size-4" aria-hidden="true" />
                {t('materials.create')}
              </Link>
            </>
          )
        }
      >
        <SearchBox
          wide
          value={term}
          onChange={setTerm}
          label={t('materials.search')}
          placeholder={t('materials.searchPlaceholder')}
        />
        <FilterDisclosure active={filterCount}>
          <FilterSelect
            label={t('materials.filterStatus')}
            defaultLabel={t('materials.statusAll')}
            value={search.status}
            options={materialServiceStatuses.map((s) => ({ value: s, label: t(`materials.status.${s}`) }))}
            onChange={(status) => onSearchChange({ status, page: undefined })}
          />
          {isAdmin && (
            <FilterSelect
              label={labels.category}
              defaultLabel={t('materials.categoryAll', { category: labels.category })}
              value={search.category}
              options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(category) => onSearchChange({ category, page: undefined })}
            />
          )}
          <CustomerPicker
            compact
            label={t('materials.filterCustomer')}
            value={search.cust ?? null}
            onChange={(c) => onSearchChange({ cust: c?.id, page: undefined })}
          />
          <Input
            className="w-28!"
            inputMode="numeric"
            aria-label={t('materials.filterZipcode')}
            placeholder={t('materials.filterZipcode')}
            value={zip}
            onChange={(e) => setZip(e.target.value)}
          />
          <DateFilter
            label={t('materials.dueFrom')}
            value={search.dueFrom}
            max={search.dueTo}
            onChange={(dueFrom) => onSearchChange({ dueFrom, page: undefined })}
          />
          <DateFilter
            label={t('materials.dueTo')}
            value={search.dueTo}
            min={search.dueFrom}
            onChange={(dueTo) => onSearchChange({ dueTo, page: undefined })}
          />
          <Button variant="secondary" onClick={dueWithinMonth}>
            {t('materials.dueWithinMonth')}
          </Button>
          <FilterSelect
            label={t('materials.filterArchived')}
            defaultLabel={t('materials.activeOnly')}
            value={search.archived ? 'archived' : undefined}
            options={[{ value: 'archived', label: t('materials.archivedOnly') }]}
            onChange={(v) => onSearchChange({ archived: v ? true : undefined, page: undefined })}
          />
        </FilterDisclosure>
      </ListToolbar>

      {layout === 'map' ? (
        <Suspense
          fallback={
            <Card className="p-5" aria-busy="true">
              <Skeleton className="h-[560px] w-full" />
            </Card>
          }
        >
          <MaterialsMap search={search} />
        </Suspense>
      ) : (
        <ServerTable
          query={materials}
          caption={t('materials.tableCaption')}
          empty={{
            icon: Wrench,
            title: filtered ? t('materials.noMatchesTitle') : t('materials.emptyTitle'),
            body: filtered ? t('materials.noMatchesBody') : t('materials.emptyBody'),
          }}
          header={
            <>
              <ColumnHeader label={t('materials.fields.unit')} />
              <ColumnHeader label={labels.model} />
              <ColumnHeader label={t('materials.fields.where')} />
              <ColumnHeader label={t('materials.fields.nextServiceOn')} sortBy="nextServiceOn" sorting={sorting} />
              <ColumnHeader label={t('materials.fields.serviceStatus')} />
            </>
          }
          row={(m) => (
            <ClickableRow
              onOpen={() => void navigate({ to: '/admin/materials/$materialId', params: { materialId: m.id } })}
            >
              <td className="px-4 py-2.5 font-medium">
                {/* The unit by its own name, else its serial number; its model has a column of its own. */}
                <Link to="/admin/materials/$materialId" params={{ materialId: m.id }} className={rowLinkClasses}>
                  {m.name ?? m.serialNumber ?? materialTitle(m)}
                </Link>
                {m.archived && (
                  <Badge className="ml-2" tone="neutral">
                    {t('materials.archivedBadge')}
                  </Badge>
                )}
              </td>
              <td className="px-4 py-2.5 text-muted">
                {m.productName}
                {m.name && m.serialNumber && <span className="ml-1 tabular-nums">· {m.serialNumber}</span>}
              </td>
              <td className="px-4 py-2.5 text-muted">{materialWhere(m)}</td>
              <td className="px-4 py-2.5 tabular-nums whitespace-nowrap">
                {m.nextServiceOn ? formatDateText(m.nextServiceOn) : '—'}
              </td>
              <td className="px-4 py-2.5">
                <MaterialStatusBadge status={m.serviceStatus} />
              </td>
            </ClickableRow>
          )}
          card={(m) => ({
            title: (
              <Link to="/admin/materials/$materialId" params={{ materialId: m.id }} className={cardLinkClasses}>
                {materialTitle(m)}
              </Link>
            ),
            lines: [
              materialWhere(m),
              m.nextServiceOn ? `${t('materials.fields.nextServiceOn')}: ${formatDateText(m.nextServiceOn)}` : '',
              t(`materials.status.${m.serviceStatus}`),
            ],
          })}
          page={page}
          pageSize={size}
          onPaging={onSearchChange}
          choosePageSize
        />
      )}
    </Page>
  );
}
