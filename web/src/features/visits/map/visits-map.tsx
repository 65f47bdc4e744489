import { useMemo } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/card.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PointsMap, type MapPoint } from '../../../components/map/points-map.tsx';
import './map.css';
import { errorMessageKey } from '../../../lib/errors.ts';
import { VisitStatusBadge } from '../../../shared/visit-status-badge.tsx';
import { visitsOptions } from '../visits-api.ts';
import type { VisitsSearch } from '../visits-search.ts';
import { filterOf } from '../visits-filter.ts';
import { formatAddress, formatCount, formatPeriod } from '../../../lib/format/index.ts';

const mapLimit = 500;

/** The map layout (Leaflet, loaded only when chosen): visits with coordinates as clustered markers with a popup. */
export default function VisitsMap({ search }: { search: VisitsSearch }) {
  const { t } = useTranslation();
  const visits = useQuery(
    visitsOptions({
      filter: { ...filterOf(search), hasCoordinates: true },
      sort: 'start',
      sortDirection: 'asc',
      limit: mapLimit,
      offset: 0,
    }),
  );
  const points = useMemo(
    (): MapPoint[] =>
      (visits.data?.items ?? [])
        .filter((v) => v.address.latitude !== null && v.address.longitude !== null)
        .map((v) => ({
          id: v.id,
          lat: v.address.latitude!,
          lng: v.address.longitude!,
          title: `#${v.caseNumber} ${v.customer?.name ?? ''}`,
          alt: `#${v.caseNumber}`,
          // Coloured by status, red when due (map.css).
          iconClass: `servio-marker-${v.status}${v.isDue ? ' servio-marker-due' : ''}`,
          popup: (
            <>
              <Link
                to="/admin/visits/$visitId"
                params={{ visitId: v.id }}
                className="font-semibold text-accent hover:underline"
              >
                {t('visits.caseTitle', { caseNumber: v.caseNumber })}
              </Link>
              <p className="font-medium">{v.customer?.name ?? t('visits.noCustomer')}</p>
              <p className="text-muted">{formatAddress(v.address)}</p>
              <p className="tabular-nums">{formatPeriod(v.start, v.end, t('visits.noTime'))}</p>
              <VisitStatusBadge status={v.status} />
            </>
          ),
        })),
    [visits.data, t],
  );

  if (visits.isError && !visits.data) {
    return (
      <Card>
        <ErrorState
          title={t('common.loadErrorTitle')}
          body={t(errorMessageKey(visits.error))}
          retryLabel={t('common.retry')}
          onRetry={() => void visits.refetch()}
        />
      </Card>
    );
  }

  return (
    <PointsMap
      points={points}
      label={t('visits.layouts.map')}
      count={
        visits.data
          ? visits.data.totalCount > points.length
            ? t('visits.map.countLimited', {
                shown: formatCount(points.length),
                total: formatCount(visits.data.totalCount),
              })
            : t('visits.map.count', { count: points.length })
          : t('common.loading')
      }
      note={t('visits.map.onlyWithCoordinates')}
      tilesFailed={t('visits.map.tilesFailed')}
    />
  );
}
