import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import daLocale from '@fullcalendar/react/locales/da';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import type { EventInput } from '@fullcalendar/react';
import { i18n } from '../../lib/i18n.ts';
import { formatPeriod } from '../../lib/format/index.ts';
import { errorText } from '../../lib/reasons.ts';
import { rentalsOptions, type Rental } from './rentals-api.ts';

const plugins = [dayGridPlugin, classicThemePlugin];
/** A month shows at most this many rentals of one unit (a unit is rented a few times a month, not hundreds). */
const monthLimit = 200;

/**
 * A unit's rentals by month (FullCalendar's month grid, as the visits calendar uses; a chunk of its own, loaded when
 * shown). Only the visible weeks are asked for: the list query's period filter, the GiST index's range query. A
 * rental opens for editing on click or Enter.
 */
export default function RentalCalendar({
  materialId,
  onOpen,
}: {
  materialId: string;
  onOpen: (rental: Rental) => void;
}) {
  const { t } = useTranslation();
  const [range, setRange] = useState<{ from: string; to: string } | null>(null);
  const rentals = useQuery({
    ...rentalsOptions({
      materialId,
      from: range?.from ?? null,
      to: range?.to ?? null,
      sortDirection: 'asc',
      limit: monthLimit,
    }),
    enabled: range !== null,
  });
  const locales = useMemo(() => {
    const hints = {
      prevHint: t('rentals.calendar.prev'),
      nextHint: t('rentals.calendar.next'),
      todayHint: t('rentals.calendar.today'),
      moreLinkHint: (count: number) => t('rentals.calendar.more', { count }),
      closeHint: t('common.close'),
    };
    return [
      { ...daLocale, ...hints },
      { ...enGbLocale, ...hints },
    ];
  }, [t]);
  const events = useMemo(
    () =>
      (rentals.data?.items ?? []).map((r): EventInput => ({
        id: r.id,
        title: r.customer?.name ?? t('rentals.noCustomer'),
        start: r.startsAt,
        end: r.endsAt,
        allDay: false,
        extendedProps: { rental: r },
      })),
    [rentals.data, t],
  );

  return (
    <div className="servio-calendar" aria-busy={rentals.isFetching} data-testid="rental-calendar">
      {rentals.isError && (
        <p role="alert" className="mb-2 text-[13px] text-danger">
          {errorText(t, rentals.error)}
        </p>
      )}
      <FullCalendar
        plugins={plugins}
        locales={locales}
        locale={i18n.language === 'en' ? 'en-gb' : 'da'}
        initialView="dayGridMonth"
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        height="auto"
        displayEventEnd
        dayMaxEvents={4}
        headerToolbar={{ start: 'prev,next today', center: 'title', end: '' }}
        events={events}
        datesSet={(info) => {
          const next = { from: info.start.toISOString(), to: info.end.toISOString() };
          setRange((prev) => (prev && prev.from === next.from && prev.to === next.to ? prev : next));
        }}
        eventClick={(info) => onOpen(info.event.extendedProps.rental as Rental)}
        eventDidMount={(info) => {
          const rental = info.event.extendedProps.rental as Rental;
          info.el.setAttribute(
            'aria-label',
            `${info.event.title}, ${formatPeriod(rental.startsAt, rental.endsAt, '')}`,
          );
        }}
      />
    </div>
  );
}
