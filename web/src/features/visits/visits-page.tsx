import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Map as MapIcon, Plus, Table2 } from 'lucide-react';
import { Page } from '../../components/page.tsx';
import { LayoutSwitch } from '../../components/layout-switch.tsx';
import { Card } from '../../components/card.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { ListToolbar } from '../../components/list-toolbar.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { ColumnChooser } from '../../components/column-chooser.tsx';
import { FilterDisclosure } from '../../components/filter-disclosure.tsx';
import { useSearchTerm } from '../../lib/use-search-term.ts';
import { useColumnChoice } from '../../lib/use-column-choice.ts';
import { useDeferredModule } from '../../lib/deferred-module.ts';
import { DeferredPartStatus } from '../../components/deferred-part-status.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { customTagsOptions } from './custom-tags.ts';
import { visitFiltersModule } from './visit-filters-module.ts';
import { VisitsTable } from './visits-table.tsx';
import { defaultVisitColumnIds, visitColumns, visitColumnStorageKey } from './visit-columns.tsx';
import { activeFilterCount, viewOf, type VisitsSearch } from './visits-search.ts';
import { useVisitAccess } from './visit-access.ts';
import { viewLinkClass, viewNavClass } from '../../components/view-links.ts';

// The calendar (FullCalendar) and the map (Leaflet) are big: they load only when that layout is chosen.
const VisitsCalendar = lazy(() => import('./calendar/visits-calendar.tsx'));
const VisitsMap = lazy(() => import('./map/visits-map.tsx'));

type ViewId = 'all' | 'due' | 'archived' | 'hasMateriel';
const viewSearch: Record<ViewId, Partial<VisitsSearch>> = {
  all: { status: undefined, view: undefined },
  due: { status: 'due', view: undefined },
  archived: { status: undefined, view: 'archived' },
  hasMateriel: { status: undefined, view: 'materiel' },
};

/**
 * The visits list (spec section 2): title (the shell's h1 'Besøg'), views, filter bar, search box and layout
 * settings. Table is the default layout; map and calendar are lazy chunks.
 */
export function VisitsPage({
  session,
  search,
  onSearchChange,
}: {
  session: MeAndSettings;
  search: VisitsSearch;
  onSearchChange: (patch: Partial<VisitsSearch>) => void;
}) {
  const { t } = useTranslation();
  const company = session.company!;
  const access = useVisitAccess(session);
  const tags = useQuery(customTagsOptions('visit'));
  const filters = useDeferredModule(visitFiltersModule);
  const VisitFilters = filters.value;
  const loadFilters = () => void visitFiltersModule.load().catch(() => undefined); // told through `failed`
  const [term, setTerm] = useSearchTerm(search.q, (q) => onSearchChange({ q, page: undefined }));
  const [columnIds, toggleColumn] = useColumnChoice(visitColumnStorageKey, visitColumns, defaultVisitColumnIds);
  const view = viewOf(search);
  const layout = search.layout ?? 'table';

  const views: (ViewId | 'separator')[] = [
    'all',
    'due',
    'separator',
    'archived',
    ...(company.showMaterials ? (['hasMateriel'] as const) : []),
  ];
  const layouts = [
    { id: 'table', icon: Table2, label: t('visits.layouts.table') },
    { id: 'map', icon: MapIcon, label: t('visits.layouts.map') },
    { id: 'calendar', icon: CalendarDays, label: t('visits.layouts.calendar') },
  ] as const;
  const choosable = visitColumns.filter((c) => !c.enabled || c.enabled(company));

  return (
    <Page wide>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <nav aria-label={t('visits.views')} className={viewNavClass}>
          {views.map((id, i) =>
            id === 'separator' ? (
              <span
                key={`sep${i}`}
                role="separator"
                aria-orientation="vertical"
                className="mx-1 h-5 w-px bg-border-strong"
              />
            ) : (
              <Link
                key={id}
                to="/admin/visits/"
                // The router marks a link active (aria-current="page") when its search equals the page's: the
                // current view's link keeps the page's search, the others change the view (and start on page 1).
                search={
                  view === id
                    ? search
                    : { ...search, ...viewSearch[id], page: undefined, sort: undefined, dir: undefined }
                }
                activeOptions={{ exact: true, includeSearch: true }}
                className={viewLinkClass}
              >
                {t(`visits.view.${id}`)}
              </Link>
            ),
          )}
        </nav>
        <LayoutSwitch
          label={t('visits.layouts.label')}
          layouts={layouts}
          value={layout}
          onChange={(id) => onSearchChange({ layout: id === 'table' ? undefined : id })}
        />
        <div className="ml-auto flex flex-wrap gap-2">
          {/* A phone shows cards, not columns. */}
          {layout === 'table' && (
            <div className="hidden md:block">
              <ColumnChooser columns={choosable} chosen={columnIds} onToggle={toggleColumn} align="end" />
            </div>
          )}
          {access.canCreate && (
            <Link to="/admin/visits/new" className={buttonClasses('primary')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('visits.create')}
            </Link>
          )}
        </div>
      </div>

      <ListToolbar>
        <SearchBox
          value={term}
          onChange={setTerm}
          label={t('visits.search')}
          placeholder={t('visits.searchPlaceholder')}
        />
        <FilterDisclosure active={activeFilterCount(search)} onOpen={loadFilters}>
          {VisitFilters ? (
            <VisitFilters session={session} search={search} tags={tags.data ?? []} onSearchChange={onSearchChange} />
          ) : (
            <DeferredPartStatus
              failed={filters.failed}
              loadingText={t('common.list.loadingFilters')}
              failedText={t('common.list.filtersFailed')}
              retryText={t('common.retry')}
              onRetry={loadFilters}
            />
          )}
        </FilterDisclosure>
      </ListToolbar>
      <p className="sr-only" aria-live="polite">
        {view === 'due'
          ? t('pages.visitsDueFilter')
          : view === 'all'
            ? t('pages.visitsAllFilter')
            : t(`visits.viewSummary.${view}`)}
      </p>

      {layout === 'table' && (
        <VisitsTable session={session} search={search} columnIds={columnIds} onSearchChange={onSearchChange} />
      )}
      {layout !== 'table' && (
        <Suspense
          fallback={
            <Card className="p-5" aria-busy="true">
              <Skeleton className="h-[560px] w-full" />
            </Card>
          }
        >
          {layout === 'map' ? (
            <VisitsMap search={search} />
          ) : (
            <VisitsCalendar session={session} search={search} onSearchChange={onSearchChange} />
          )}
        </Suspense>
      )}
    </Page>
  );
}
