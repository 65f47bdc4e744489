import { useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Wrench } from 'lucide-react';
import { Card } from '../../components/card.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { Page } from '../../components/page.tsx';
import { Pagination } from '../../components/pagination.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { EmptyState } from '../../components/states.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { formatAddress, formatDateText } from '../../lib/format/index.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useEquipmentLabels } from '../../shared/equipment-labels.ts';
import { MyMaterialStatusBadge } from './my-material-status.tsx';
import { myCustomersOptions } from '../../shared/my-customers.ts';
import { myMaterialsOptions, type MyMaterial } from './my-materials-api.ts';

const pageSize = 20;

/**
 * The customer portal's equipment: the login's units (its locations' too, named, with the company's customer
 * hierarchy), soonest next service first, each a card with what it is, where, and its next service with a status
 * badge. Searched by serial number, name, placement or model; paged.
 */
export function MyMaterialsPage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const search = useDebounced(term.trim(), 300);
  const [page, setPage] = useState(1);
  const materials = useQuery(myMaterialsOptions({ search, page, pageSize }));
  const places = useQuery(myCustomersOptions);
  // Places are named only when the login has several (its own and its locations).
  const names = useMemo(
    () => ((places.data?.length ?? 0) > 1 ? new Map(places.data!.map((c) => [c.id, c.name])) : null),
    [places.data],
  );

  let body;
  if (materials.isPending) {
    body = (
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label={t('materials.my.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-40" />
        ))}
      </div>
    );
  } else if (materials.isError) {
    body = (
      <Card>
        <ErrorState
          title={t('materials.my.loadError')}
          body={t('materials.my.loadErrorBody')}
          retryLabel={t('materials.my.retry')}
          onRetry={() => void materials.refetch()}
        />
      </Card>
    );
  } else if (materials.data.totalCount === 0) {
    body = (
      <Card>
        <EmptyState
          icon={Wrench}
          title={search ? t('materials.my.noMatchesTitle') : t('materials.my.emptyTitle')}
          body={search ? t('materials.my.noMatchesBody') : t('materials.my.emptyBody')}
        />
      </Card>
    );
  } else {
    body = (
      <>
        <ul aria-label={t('materials.my.listLabel')} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {materials.data.items.map((material) => (
            <MaterialCard
              key={material.id}
              material={material}
              place={names?.get(material.customerId)}
              session={session}
            />
          ))}
        </ul>
        {materials.data.totalCount > pageSize && (
          <Card className="mt-3 overflow-hidden">
            <Pagination page={page} pageSize={pageSize} total={materials.data.totalCount} onPage={setPage} />
          </Card>
        )}
      </>
    );
  }

  return (
    <Page wide>
      <div className="mb-5">
        <h2 className="text-xl font-semibold tracking-tight">{t('materials.my.title')}</h2>
        <p className="mt-0.5 text-[13px] text-muted">{t('materials.my.intro')}</p>
      </div>
      <div className="mb-4 flex">
        <SearchBox
          value={term}
          onChange={(value) => {
            setTerm(value);
            setPage(1);
          }}
          label={t('materials.my.search')}
          placeholder={t('materials.my.searchPlaceholder')}
          wide
        />
      </div>
      {body}
    </Page>
  );
}

function MaterialCard({
  material,
  place,
  session,
}: {
  material: MyMaterial;
  place: string | undefined;
  session: MeAndSettings;
}) {
  const { t } = useTranslation();
  const labels = useEquipmentLabels(session.company);
  const named = Boolean(material.name?.trim());
  const address = formatAddress(material.address);
  return (
    <li>
      <Card className="h-full p-4">
        <h3 className="text-[15px] font-semibold">{named ? material.name : material.model}</h3>
        <p className="mt-0.5 text-[13px] text-muted">{material.category}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-[13px]">
          <Row label={t('materials.my.nextService')}>
            <span className="flex flex-wrap items-center gap-2">
              {material.nextServiceOn && (
                <span className="font-medium tabular-nums">{formatDateText(material.nextServiceOn)}</span>
              )}
              <MyMaterialStatusBadge status={material.serviceStatus} />
            </span>
          </Row>
          {material.lastServiceOn && (
            <Row label={t('materials.my.lastService')}>
              <span className="tabular-nums">{formatDateText(material.lastServiceOn)}</span>
            </Row>
          )}
          {material.serialNumber && <Row label={t('materials.my.serialNumber')}>{material.serialNumber}</Row>}
          {/* The company's own word for the model (its renamed label). */}
          {named && <Row label={labels.model}>{material.model}</Row>}
          {place && <Row label={t('materials.my.location')}>{place}</Row>}
          {address && <Row label={t('materials.my.address')}>{address}</Row>}
          {material.placement && <Row label={t('materials.my.placement')}>{material.placement}</Row>}
        </dl>
      </Card>
    </li>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </>
  );
}
