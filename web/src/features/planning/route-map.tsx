import { useMemo } from 'react';
import L from 'leaflet';
import { Marker, Polyline } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { LeafletMap, type LatLngTuple } from '../../components/map/leaflet-map.tsx';
import { cn } from '../../lib/cn.ts';
import './route-map.css';

export interface RouteStop {
  visitId: string;
  caseNumber: number;
  label: string;
  latitude: number;
  longitude: number;
}

export interface EmployeeRoute {
  employeeId: string;
  name: string;
  /** A CSS colour: the line, the stops' discs and the legend's swatch. */
  colour: string;
  /** In visiting order. */
  stops: RouteStop[];
}

const hasPlace = (s: RouteStop) => Number.isFinite(s.latitude) && Number.isFinite(s.longitude);
const stopTitle = (s: RouteStop) => `#${s.caseNumber} ${s.label}`;

/**
 * A numbered disc in the route's colour. Built as an element (text and colour set through the DOM, no HTML string):
 * the label is the customer's text. The number is hidden from assistive technology, so the marker's name is its title;
 * the legend's lists give the order.
 */
function stopIcon(number: number, colour: string): L.DivIcon {
  const disc = document.createElement('span');
  disc.textContent = String(number);
  disc.style.background = colour;
  disc.setAttribute('aria-hidden', 'true');
  return L.divIcon({
    className: 'servio-route-stop',
    html: disc,
    iconSize: [24, 24],
    iconAnchor: [12, 12],
  });
}

function RouteLayer({ route }: { route: EmployeeRoute }) {
  const positions = useMemo(() => route.stops.map((s): LatLngTuple => [s.latitude, s.longitude]), [route.stops]);
  const icons = useMemo(() => route.stops.map((_, i) => stopIcon(i + 1, route.colour)), [route.stops, route.colour]);
  return (
    <>
      {positions.length > 1 && (
        <Polyline positions={positions} pathOptions={{ color: route.colour, weight: 4, opacity: 0.8 }} />
      )}
      {route.stops.map((s, i) => (
        <Marker
          key={`${s.visitId}-${i}`}
          position={positions[i]!}
          icon={icons[i]!}
          title={stopTitle(s)}
          alt={stopTitle(s)}
          zIndexOffset={1000 - i}
        />
      ))}
    </>
  );
}

/**
 * The planning board's map (loaded lazily: Leaflet stays out of the main bundle): each employee's day as a line in
 * their colour through numbered stops (1, 2, 3 … in visiting order), fitted to all stops, with a legend that also
 * lists each route's stops in order for screen readers. Stops without coordinates are left out; with none left, a
 * note says so instead of an empty map.
 */
export default function RouteMap({ routes, className }: { routes: EmployeeRoute[]; className?: string }) {
  const { t } = useTranslation();
  const drawn = useMemo(
    () =>
      routes
        .map((route) => ({ ...route, stops: route.stops.filter(hasPlace) }))
        .filter((route) => route.stops.length > 0),
    [routes],
  );
  const positions = useMemo(
    () => drawn.flatMap((route) => route.stops.map((s): LatLngTuple => [s.latitude, s.longitude])),
    [drawn],
  );

  if (drawn.length === 0) {
    return (
      <div
        className={cn(
          'flex min-h-40 items-center justify-center rounded-xl border border-border bg-surface p-6 text-center text-[13px] text-muted',
          className,
        )}
      >
        <p>{t('planning.map.empty')}</p>
      </div>
    );
  }

  return (
    <div className={cn('flex flex-col overflow-hidden rounded-xl border border-border bg-surface', className)}>
      <LeafletMap
        label={t('planning.map.label')}
        className="min-h-64 w-full flex-1"
        fitTo={positions}
        tilesFailed={t('planning.map.tilesFailed')}
      >
        {drawn.map((route) => (
          <RouteLayer key={route.employeeId} route={route} />
        ))}
      </LeafletMap>
      <ul
        aria-label={t('planning.map.legend')}
        className="flex flex-wrap gap-x-4 gap-y-1 border-t border-border px-4 py-2 text-[13px]"
      >
        {drawn.map((route) => (
          <li key={route.employeeId} className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block h-2.5 w-2.5 rounded-full"
              style={{ background: route.colour }}
            />
            <span>{t('planning.map.route', { name: route.name, count: route.stops.length })}</span>
            <ol className="sr-only">
              {route.stops.map((s, i) => (
                <li key={`${s.visitId}-${i}`}>{stopTitle(s)}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </div>
  );
}
