import { useMemo, type ReactNode } from 'react';
import L from 'leaflet';
import { Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
// Leaflet's own styles (through leaflet-map.tsx) before the cluster styles that build on them.
import { LeafletMap, type LatLngTuple } from './leaflet-map.tsx';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './points-map.css';
import { Card } from '../card.tsx';

/** One marker: where, what it is called (its tooltip), its colour classes and what its popup shows. */
export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** The marker's tooltip. */
  title: string;
  /** The marker's alternative text; the title when left out. */
  alt?: string;
  /** Classes beside `servio-marker` that colour the dot (the caller's CSS). */
  iconClass: string;
  popup: ReactNode;
}

// A plain CSS dot: no image files (bundler paths, CSP), coloured by the caller's classes.
const icons = new Map<string, L.DivIcon>();
function iconFor(iconClass: string): L.DivIcon {
  let icon = icons.get(iconClass);
  if (!icon) {
    icon = L.divIcon({
      className: `servio-marker ${iconClass}`,
      html: '<span></span>',
      iconSize: [18, 18],
      iconAnchor: [9, 9],
      popupAnchor: [0, -8],
    });
    icons.set(iconClass, icon);
  }
  return icon;
}

/**
 * A Leaflet map of points as clustered markers with a popup each, under a header with their count and a note.
 * Import it only from a lazy chunk: Leaflet stays out of the entry.
 */
export function PointsMap({
  points,
  label,
  count,
  note,
  tilesFailed: tilesFailedText,
}: {
  points: MapPoint[];
  /** The map's accessible name. */
  label: string;
  /** The header's count ("12 besøg på kortet"), announced politely. */
  count: ReactNode;
  /** The header's note on what is left out. */
  note: ReactNode;
  /** The notice when the tiles cannot load: the points are still there. */
  tilesFailed: string;
}) {
  const positions = useMemo(() => points.map((p): LatLngTuple => [p.lat, p.lng]), [points]);
  return (
    <Card className="overflow-hidden">
      <div
        className="flex flex-wrap items-center justify-between gap-2 border-b border-border px-4 py-2.5 text-[13px] text-muted"
        aria-live="polite"
      >
        <span data-testid="map-count">{count}</span>
        <span>{note}</span>
      </div>
      <LeafletMap label={label} className="h-[600px] w-full" fitTo={positions} tilesFailed={tilesFailedText}>
        <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={40}>
          {points.map((p) => (
            <Marker
              key={p.id}
              position={[p.lat, p.lng]}
              icon={iconFor(p.iconClass)}
              title={p.title}
              alt={p.alt ?? p.title}
            >
              <Popup>
                <div className="space-y-1 text-[13px]">{p.popup}</div>
              </Popup>
            </Marker>
          ))}
        </MarkerClusterGroup>
      </LeafletMap>
    </Card>
  );
}
