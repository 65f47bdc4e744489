import { useEffect, useMemo, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import L from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './map.css';
import { Card } from '../../../components/card.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorMessageKey } from '../../../lib/errors.ts';
import { VisitStatusBadge } from '../../../shared/visit-status-badge.tsx';
import { visitsOptions, type VisitRow } from '../visits-api.ts';
import type { VisitsSearch } from '../visits-search.ts';
import { filterOf } from '../visits-filter.ts';
import { formatAddress, formatCount, formatPeriod } from '../../../lib/format/index.ts';

/**
 * Tiles come from configuration: VITE_MAP_TILE_URL (e.g. a same-origin proxy such as /tiles/{z}/{x}/{y}.png),
 * OpenStreetMap's tile server by default. The server's CSP img-src must allow that host.
 */
const tileUrl: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileAttribution: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const mapLimit = 500;

// A plain CSS dot: no image files (bundler paths, CSP), coloured by status.
const icons = new Map<string, L.DivIcon>();
function iconFor(status: string, due: boolean): L.DivIcon {
  const key = `${status}-${due}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = L.divIcon({
      className: `servio-marker servio-marker-${status}${due ? ' servio-marker-due' : ''}`,
      html: '<span></span>',
      iconSize: [18, 18],
      iconAnchor: [9, 9],
      popupAnchor: [0, -8],
    });
    icons.set(key, icon);
  }
  return icon;
}

function FitBounds({ visits }: { visits: VisitRow[] }) {
  const map = useMap();
  useEffect(() => {
    const points = visits.map((v) => [v.address.latitude!, v.address.longitude!] as [number, number]);
    if (points.length > 0) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 14 });
  }, [map, visits]);
  return null;
}

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
  // Tiles come from a third party: offline or blocked, the map says so instead of showing an empty grey area.
  const [tilesFailed, setTilesFailed] = useState(false);
  const items = useMemo(
    () => (visits.data?.items ?? []).filter((v) => v.address.latitude !== null && v.address.longitude !== null),
    [visits.data],
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
    <Card className="overflow-hidden">
      <div
        className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2.5 text-[13px] text-muted"
        aria-live="polite"
      >
        <span data-testid="map-count">
          {visits.data
            ? visits.data.totalCount > items.length
              ? t('visits.map.countLimited', {
                  shown: formatCount(items.length),
                  total: formatCount(visits.data.totalCount),
                })
              : t('visits.map.count', { count: items.length })
            : t('common.loading')}
        </span>
        <span>{t('visits.map.onlyWithCoordinates')}</span>
      </div>
      {tilesFailed && (
        <p
          role="status"
          className="border-b border-border bg-warning-soft px-4 py-2 text-[13px] text-warning-foreground"
        >
          {t('visits.map.tilesFailed')}
        </p>
      )}
      <MapContainer
        center={[56.0, 10.5]}
        zoom={7}
        scrollWheelZoom
        className="servio-map h-[600px] w-full"
        aria-label={t('visits.layouts.map')}
      >
        <TileLayer
          url={tileUrl}
          attribution={tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <FitBounds visits={items} />
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={40}>
          {items.map((v) => (
            <Marker
              key={v.id}
              position={[v.address.latitude!, v.address.longitude!]}
              icon={iconFor(v.status, v.isDue)}
              title={`#${v.caseNumber} ${v.customer?.name ?? ''}`}
              alt={`#${v.caseNumber}`}
            >
              <Popup>
                <div className="space-y-1 text-[13px]">
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
                </div>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </Card>
  );
}
