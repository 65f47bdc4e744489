import { useMemo, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import daLocale from '@fullcalendar/react/locales/da';
import enGbLocale from '@fullcalendar/react/locales/en-gb';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';
import './calendar.css';
import type { CalendarApi, EventDropInfo, EventInput, EventResizeDoneInfo } from '@fullcalendar/react';
import { monthDayLimit } from '@servio/domain/calendar-packed';
import { holidaysBetween } from '@servio/domain/holidays';
import { dateString, localParts } from '@servio/domain/local-dates';
import { Card } from '../../../components/card.tsx';
import { cn } from '../../../lib/cn.ts';
import { errorText } from '../../../lib/reasons.ts';
import { toast } from '../../../lib/toast.ts';
import { i18n } from '../../../lib/i18n.ts';
import { mdUp, useMediaQuery } from '../../../lib/use-media-query.ts';
import type { MeAndSettings } from '../../../lib/auth.ts';
import { calendarVisitsOptions, invalidateVisitData, moveVisit, type CalendarVisit } from '../visits-api.ts';
import { viewOf, type VisitsSearch } from '../visits-search.ts';
import { filterOf } from '../visits-filter.ts';
import { useVisitAccess } from '../visit-access.ts';
import { CalendarEventContent, employeeNames } from './calendar-event-content.tsx';

const views = { day: 'timeGridDay', week: 'timeGridWeek', month: 'dayGridMonth', list: 'listWeek' } as const;
type CalView = keyof typeof views;
const calViewOf = (type: string): CalView =>
  type === 'timeGridDay' ? 'day' : type === 'dayGridMonth' ? 'month' : type === 'listWeek' ? 'list' : 'week';

const plugins = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];

/**
 * FullCalendar's Danish locale names the buttons but not the screen-reader hints ('Timed', 'Previous week' stayed
 * English): those come from our catalog, in both languages.
 */
function calendarLocales(t: TFunction) {
  // FullCalendar passes the unit as its button text ('Uge'): lower-cased inside a sentence.
  const unit = (text: string) => text.toLocaleLowerCase();
  const hints = {
    timedText: t('visits.calendar.a11y.timed'),
    closeHint: t('common.close'),
    eventsHint: t('visits.calendar.a11y.events'),
    prevYearText: t('visits.calendar.a11y.prevYear'),
    nextYearText: t('visits.calendar.a11y.nextYear'),
    todayHint: (text: string, name: string) =>
      name === 'day' ? t('visits.calendar.a11y.today') : t('visits.calendar.a11y.thisUnit', { unit: unit(text) }),
    prevHint: (text: string) => t('visits.calendar.a11y.prev', { unit: unit(text) }),
    nextHint: (text: string) => t('visits.calendar.a11y.next', { unit: unit(text) }),
    viewHint: (text: string) => t('visits.calendar.a11y.view', { view: text }),
    viewChangeHint: t('visits.calendar.a11y.changeView'),
    navLinkHint: (date: string) => t('visits.calendar.a11y.goTo', { date }),
    moreLinkHint: (count: number) => t('visits.calendar.a11y.more', { count }),
    listText: t('visits.agenda.button'),
    noEventsText: t('visits.agenda.empty'),
  };
  return [
    { ...daLocale, ...hints },
    { ...enGbLocale, ...hints },
  ];
}
const headerToolbar = { start: 'prev,next today', center: 'title', end: 'timeGridDay,timeGridWeek,dayGridMonth' };
/** A phone: seven columns do not fit, so the week is an agenda (a list by day), and a day can be opened. */
const phoneToolbar = { start: 'prev,next today', center: 'title', end: 'listWeek,timeGridDay' };

const localDay = (d: Date) => dateString(localParts(d).days);

/**
 * The month view gets each day's first `monthDayLimit` visits and every day's count (a busy company has dozens a
 * day): keep those, and say how many more the day has with a '+N flere' entry that opens the day.
 */
function monthEntries(
  entries: CalendarVisit[],
  days: Record<string, number>,
): { shown: CalendarVisit[]; more: { day: string; count: number }[] } {
  const byDay = new Map<string, CalendarVisit[]>();
  for (const e of entries) {
    const day = localDay(new Date(e.start));
    const list = byDay.get(day);
    if (list) list.push(e);
    else byDay.set(day, [e]);
  }
  const shown: CalendarVisit[] = [];
  for (const list of byDay.values())
    shown.push(...list.sort((a, b) => a.start.localeCompare(b.start)).slice(0, monthDayLimit));
  const more = Object.entries(days)
    .map(([day, total]) => ({ day, count: total - Math.min(byDay.get(day)?.length ?? 0, monthDayLimit) }))
    .filter((m) => m.count > 0);
  return { shown, more };
}

/**
 * The calendar layout (FullCalendar 7, loaded only when chosen): day, week and month, ISO week numbers, Monday
 * first, Danish public holidays as background days. Only the visible range is asked for (calendarVisitsPacked). A
 * drag or resize saves with moveVisit and offers 'Fortryd'; projected occurrences of a series are dashed and fixed.
 */
export default function VisitsCalendar({
  session,
  search,
  onSearchChange,
  fullHeight = false,
}: {
  session: MeAndSettings;
  search: VisitsSearch;
  onSearchChange: (patch: Partial<VisitsSearch>) => void;
  /**
   * The whole day's hours in the page's height, no scrolling box inside (as on a phone): for a page that shows one
   * person's week under other content (My schedule). An inner scroller with no visit in it holds nothing a keyboard
   * can focus, so it could not be scrolled (axe scrollable-region-focusable).
   */
  fullHeight?: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calendar = useRef<{ getApi: () => CalendarApi } | null>(null);
  const [range, setRange] = useState<{ from: string; to: string; type: CalView } | null>(null);
  const access = useVisitAccess(session);
  const editable = access.canEdit;
  const filter = { ...filterOf(search), from: null, to: null };
  const visits = useQuery({
    ...calendarVisitsOptions({
      from: range?.from ?? '',
      to: range?.to ?? '',
      // The agenda lists a week: the week's data.
      dateType: range?.type === 'list' || !range ? 'week' : range.type,
      dayLimit: range?.type === 'month' ? monthDayLimit : null,
      filter,
    }),
    enabled: range !== null,
  });
  const archivedView = viewOf(search) === 'archived';
  const locales = useMemo(() => calendarLocales(t), [t]);
  // The view a phone or a desktop opens with; the URL names only another one (cal=day).
  const phone = !useMediaQuery(mdUp);
  const defaultView: CalView = phone ? 'list' : 'week';

  const holidays = useMemo(() => {
    if (!range) return [];
    const english = i18n.language === 'en';
    return holidaysBetween(localDay(new Date(range.from)), localDay(new Date(range.to))).map((h): EventInput => ({
      id: `holiday-${h.date}`,
      start: h.date,
      allDay: true,
      display: 'background',
      title: english ? h.nameEn : h.nameDa,
      className: h.official ? 'servio-holiday' : 'servio-holiday servio-holiday-customary',
    }));
  }, [range]);

  const events = useMemo(() => {
    if (!visits.data) return [];
    const { entries, days } = visits.data;
    const { shown, more } = days ? monthEntries(entries, days) : { shown: entries, more: [] };
    const visitEvents = shown.map((v: CalendarVisit): EventInput => {
      const title = [v.caseNumber ? `#${v.caseNumber}` : null, v.customerName, v.description]
        .filter(Boolean)
        .join(' · ');
      return {
        id: v.key,
        title: title || t('visits.calendar.untitled'),
        start: v.start,
        end: v.end,
        editable: editable && !v.projected && !v.archived && v.id !== null,
        className: [
          'servio-event',
          `servio-status-${v.status}`,
          v.projected ? 'servio-projected' : '',
          v.isDue ? 'servio-due' : '',
        ].join(' '),
        extendedProps: { visit: v, servioOrder: 0 },
      };
    });
    // An all-day entry of its day, ordered after the visits (eventOrder: servioOrder first).
    const moreEvents = more.map((m): EventInput => ({
      id: `more-${m.day}`,
      title: t('visits.calendar.moreInDay', { count: m.count }),
      start: m.day,
      allDay: true,
      editable: false,
      className: 'servio-more',
      extendedProps: { moreDay: m.day, servioOrder: 1 },
    }));
    return [...visitEvents, ...moreEvents];
  }, [visits.data, editable, t]);

  const allEvents = useMemo(() => [...holidays, ...events], [holidays, events]);

  const move = async (info: EventDropInfo | EventResizeDoneInfo) => {
    const visit = info.event.extendedProps.visit as CalendarVisit;
    const start = info.event.start;
    const end =
      info.event.end ??
      (visit.end
        ? new Date(new Date(visit.end).getTime() + (info.event.start!.getTime() - new Date(visit.start!).getTime()))
        : null);
    if (!visit.id || visit.version === null || !start || !end) {
      info.revert();
      return;
    }
    try {
      const moved = await moveVisit(visit.id, visit.version, start.toISOString(), end.toISOString());
      await invalidateVisitData(queryClient);
      toast.success(t('visits.calendar.moved', { caseNumber: visit.caseNumber }), {
        action: {
          label: t('visits.calendar.undo'),
          onClick: () =>
            void moveVisit(visit.id!, moved.version, visit.start!, visit.end!)
              .then(() => {
                toast.success(t('visits.calendar.undone', { caseNumber: visit.caseNumber }));
                return invalidateVisitData(queryClient);
              })
              .catch((error: unknown) => toast.error(errorText(t, error))),
        },
      });
    } catch (error) {
      info.revert();
      toast.error(errorText(t, error));
      await invalidateVisitData(queryClient);
    }
  };

  return (
    <Card
      className={cn('servio-calendar overflow-hidden p-3', phone && 'servio-calendar-phone')}
      aria-busy={visits.isFetching}
    >
      <FullCalendar
        // Crossing the breakpoint (a rotated tablet) starts the calendar again in that width's view.
        key={defaultView}
        ref={calendar}
        plugins={plugins}
        locales={locales}
        locale={i18n.language === 'en' ? 'en-gb' : 'da'}
        initialView={views[search.cal ?? defaultView]}
        initialDate={search.date}
        firstDay={1}
        weekNumbers
        weekNumberCalculation="ISO"
        nowIndicator
        height={phone || fullHeight ? 'auto' : 680}
        slotMinTime="06:00:00"
        slotMaxTime="22:00:00"
        scrollTime="07:00:00"
        allDaySlot
        // The month view gets each day's first visits and a '+N flere' entry (monthEntries); a day with more
        // (visits spanning several days) folds the rest into FullCalendar's own link, which opens the day.
        dayMaxEvents={monthDayLimit + 1}
        eventOrder="servioOrder,start,-duration,allDay,title"
        moreLinkClick="timeGridDay"
        headerToolbar={phone ? phoneToolbar : headerToolbar}
        // Hooks for calendar.css: the phone's toolbar layout, the agenda's wrapping titles.
        toolbarSectionClass={(info) => `servio-toolbar-${info.name}`}
        listItemEventTitleClass="servio-list-title"
        listItemEventTimeClass="servio-list-time"
        events={allEvents}
        editable={editable && !archivedView}
        eventDurationEditable={editable && !archivedView}
        selectable={access.canCreate}
        selectMirror
        datesSet={(info) => {
          const type = calViewOf(info.view.type);
          const next = { from: info.start.toISOString(), to: info.end.toISOString(), type };
          // FullCalendar reports the range again on every render: only a real change may update state.
          setRange((prev) =>
            prev && prev.from === next.from && prev.to === next.to && prev.type === next.type ? prev : next,
          );
          const date = localDay(info.view.currentStart);
          const cal = type === defaultView ? undefined : type;
          if (search.cal !== cal || search.date !== date) onSearchChange({ cal, date });
        }}
        eventClick={(info) => {
          const moreDay = info.event.extendedProps.moreDay as string | undefined;
          if (moreDay) {
            calendar.current?.getApi().changeView('timeGridDay', moreDay);
            return;
          }
          const visit = info.event.extendedProps.visit as CalendarVisit | undefined;
          if (visit?.id) void navigate({ to: '/admin/visits/$visitId', params: { visitId: visit.id } });
        }}
        eventContent={(info) => {
          const visit = info.event.extendedProps.visit as CalendarVisit | undefined;
          // Holidays and '+N flere' keep FullCalendar's own rendering.
          if (!visit) return true;
          return (
            <CalendarEventContent
              visit={visit}
              timeText={info.timeText}
              stacked={info.view.type.startsWith('timeGrid') && !info.event.allDay}
              short={info.isShort}
            />
          );
        }}
        // A short or narrow visit's text is cut: the whole title, with the employees' names, shows on hover.
        eventDidMount={(info) => {
          const visit = info.event.extendedProps.visit as CalendarVisit | undefined;
          info.el.title = visit?.employees.length
            ? `${info.event.title}\n${t('visits.calendar.employees', { names: employeeNames(visit.employees) })}`
            : info.event.title;
        }}
        eventDrop={(info) => void move(info)}
        eventResize={(info) => void move(info)}
        select={(info) => {
          let start = info.start;
          let end = info.end;
          if (info.allDay) {
            // A day in the month view: a morning hour that day.
            start = new Date(info.start.getFullYear(), info.start.getMonth(), info.start.getDate(), 8);
            end = new Date(start.getTime() + 60 * 60_000);
          }
          void navigate({ to: '/admin/visits/new', search: { start: start.toISOString(), end: end.toISOString() } });
        }}
      />
      {visits.isError && (
        <p role="alert" className="mt-2 text-[13px] text-danger">
          {errorText(t, visits.error)}
        </p>
      )}
      <p className="mt-2 flex flex-wrap gap-4 text-xs text-muted">
        <span className="inline-flex items-center gap-1.5">
          <span
            className="inline-block h-3 w-5 rounded-sm border border-dashed border-accent bg-accent-soft"
            aria-hidden="true"
          />
          {t('visits.calendar.legendProjected')}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-block h-3 w-5 rounded-sm bg-red-100 dark:bg-red-950" aria-hidden="true" />
          {t('visits.calendar.legendHoliday')}
        </span>
      </p>
    </Card>
  );
}
