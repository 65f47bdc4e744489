import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zonedDate } from '@servio/domain/time';
import { Page } from '../../components/page.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import type { MeAndSettings } from '../../lib/auth.ts';
import { LazyVisitsCalendar, type VisitsSearch } from '../visits/index.ts';
import { TimesheetPanel, useMayRegisterTime } from '../time-registrations/index.ts';
import { CalendarFeedCard } from './calendar-feed-card.tsx';
import { ScheduleAgenda } from './schedule-agenda.tsx';

/**
 * My schedule: the signed-in staff member's own visits, whatever their role (an administrator sees the company's
 * visits on the visits page; here only the ones they are on). The agenda for today and the coming days, the private
 * calendar feed, and the week in the visits calendar narrowed on the server to their visits (emp = them).
 */
export function MySchedulePage({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const userId = session.me.id;
  // The calendar's view and date stay on this page (the visits page keeps its own in its URL).
  const [calendarState, setCalendarState] = useState<Pick<VisitsSearch, 'cal' | 'date'>>({});
  const search: VisitsSearch = { emp: userId, ...calendarState };
  // The week of one's own time registrations (approval is the administrator's, on the time registrations page).
  const [timeDate, setTimeDate] = useState(() => zonedDate(new Date()));
  const mayRegister = useMayRegisterTime(session);

  return (
    <Page wide>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ScheduleAgenda userId={userId} />
        </div>
        <div className="space-y-6">
          {/* A superadmin switched into a company has no visits of their own there: no feed (the server refuses it). */}
          {!session.me.isPreviousAdmin && <CalendarFeedCard />}
        </div>
      </div>

      <section aria-labelledby="my-schedule-week" className="mt-8">
        <h2 id="my-schedule-week" className="mb-3 text-[15px] font-semibold">
          {t('mySchedule.week.title')}
        </h2>
        <Suspense fallback={<Skeleton className="h-[680px] w-full" />}>
          <LazyVisitsCalendar
            session={session}
            search={search}
            fullHeight
            onSearchChange={(patch) => setCalendarState((prev) => ({ ...prev, cal: patch.cal, date: patch.date }))}
          />
        </Suspense>
      </section>

      {session.company?.allowTimeReg && (
        <section aria-labelledby="my-schedule-time" className="mt-8">
          <h2 id="my-schedule-time" className="mb-3 text-[15px] font-semibold">
            {t('mySchedule.time.title')}
          </h2>
          <TimesheetPanel
            employeeId={null}
            isAdmin={false}
            mayRegister={mayRegister}
            date={timeDate}
            onDate={setTimeDate}
          />
        </section>
      )}
    </Page>
  );
}
