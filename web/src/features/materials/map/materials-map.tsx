import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PointsMap, type MapPoint } from '../../../components/map/points-map.tsx';
import './materials-map.css';
import { errorMessageKey } from '../../../lib/errors.ts';
import { formatAddress, formatCount, formatDateText } from '../../../lib/format/index.ts';
import { materialsOptions } from '../materials-api.ts';
import type { MaterialsSearch } from '../materials-search.ts';
import { materialListFilter } from '../material-list-filter.ts';
import { MaterialStatusBadge } from '../material-status.tsx';
import { materialTitle } from '../material-label.ts';

/** As the visits' map: more than this asks for a narrower filter. */
const mapLimit = 500;

/**
 * The materials list's map layout (Leaflet, loaded only when chosen): the filtered units with a point (their fixed
 * address' coordinates, else their customer's) as clustered markers, coloured by service status.
 */
export default function MaterialsMap({ search }: { search: MaterialsSearch }) {
  const { t } = useTranslation();
  const materials = useQuery(
    materialsOptions({
      ...materialListFilter(search),
      hasCoordinates: true,
      sort: 'nextServiceOn',
      sortDirection: 'asc',
      limit: mapLimit,
      offset: 0,
    }),
  );
  const points = useMemo(
    (): MapPoint[] =>
      (materials.data?.items ?? [])
        .filter((m) => m.latitude !== null && m.longitude !== null)
        .map((m) => {
          const title = materialTitle(m);
          return {
            id: m.id,
            lat: m.latitude!,
            lng: m.longitude!,
            title: m.customer ? `${title} · ${m.customer.name}` : title,
            alt: title,
            iconClass: `servio-marker-material-${m.serviceStatus}`,
            popup: (
              <>
                <Link
                  to="/admin/materials/$materialId"
                  params={{ materialId: m.id }}
                  className="font-semibold text-accent hover:underline"
                >
                  {title}
                </Link>
                <p className="font-medium">{m.customer?.name ?? t('materials.map.noCustomer')}</p>
                <p className="text-muted">{formatAddress(m.address ?? m.customer?.address)}</p>
                <p className="tabular-nums">
                  {t('materials.fields.nextServiceOn')}: {m.nextServiceOn ? formatDateText(m.nextServiceOn) : '—'}
                </p>
                <MaterialStatusBadge status={m.serviceStatus} />
              </>
            ),
          };
        }),
    [materials.data, t],
  );

  if (materials.isError && !materials.data) {
    return (
      <Card>
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(materials.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void materials.refetch()}
        />
      </Card>
    );
  }

  return (
    <PointsMap
      points={points}
      label={t('materials.layouts.map')}
      count={
        materials.data
          ? materials.data.totalCount > points.length
            ? t('materials.map.countLimited', {
                shown: formatCount(points.length),
                total: formatCount(materials.data.totalCount),
              })
            : t('materials.map.count', { count: points.length })
          : t('common.loading')
      }
      note={t('materials.map.onlyWithCoordinates')}
      tilesFailed={t('materials.map.tilesFailed')}
    />
  );
}
