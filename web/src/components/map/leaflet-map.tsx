import { useEffect, useState, type ReactNode } from 'react';
import L from 'leaflet';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './leaflet-map.css';
import { cn } from '../../lib/cn.ts';

// The set-up every Leaflet map of the app shares: tiles, their failure notice, the initial view and fitting the view
// to what is shown. Import it only from a lazy chunk: Leaflet stays out of the entry.

/**
 * Tiles come from configuration: VITE_MAP_TILE_URL (e.g. a same-origin proxy such as /tiles/{z}/{x}/{y}.png),
 * OpenStreetMap's tile server by default. The server's CSP img-src must allow that host.
 */
const tileUrl: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const tileAttribution: string =
  import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type LatLngTuple = [number, number];

/** Fits the view to the positions whenever they change (keep the array stable: memoise it). */
function FitBounds({ positions }: { positions: readonly LatLngTuple[] }) {
  const map = useMap();
  useEffect(() => {
    if (positions.length > 0) map.fitBounds(L.latLngBounds([...positions]), { padding: [32, 32], maxZoom: 14 });
  }, [map, positions]);
  return null;
}

/**
 * Names the map for assistive technology: MapContainer does not pass aria attributes on to its element, so they are set
 * on Leaflet's container (a focusable region).
 */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * A Leaflet map of Denmark with the configured tiles, fitted to `fitTo`, with `children` as its layers. When the tiles
 * cannot load (offline, blocked third party) a notice above the map says so instead of leaving an unexplained grey area.
 */
export function LeafletMap({
  label,
  className,
  fitTo,
  tilesFailed: tilesFailedText,
  children,
}: {
  /** The map's accessible name. */
  label: string;
  /** The map's size classes (Leaflet needs a height). */
  className: string;
  fitTo: readonly LatLngTuple[];
  /** The notice when the tiles cannot load: the layers are still there. */
  tilesFailed: string;
  children: ReactNode;
}) {
  const [tilesFailed, setTilesFailed] = useState(false);
  return (
    <>
      {tilesFailed && (
        <p
          role="status"
          className="border-b border-border bg-warning-soft px-4 py-2 text-[13px] text-warning-foreground"
        >
          {tilesFailedText}
        </p>
      )}
      <MapContainer center={[56.0, 10.5]} zoom={7} scrollWheelZoom className={cn('servio-map', className)}>
        <MapName label={label} />
        <TileLayer
          url={tileUrl}
          attribution={tileAttribution}
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        <FitBounds positions={fitTo} />
        {children}
      </MapContainer>
    </>
  );
}
