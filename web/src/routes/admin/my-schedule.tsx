import { createFileRoute } from '@tanstack/react-router';
import { requireRoles } from '../../lib/guards.ts';
import { MySchedulePage } from '../../features/my-schedule/my-schedule-page.tsx';

/** Everyone who can be on a visit: suppliers too (their own visits only). */
const scheduleRoles = ['administrator', 'employee', 'supplier'] as const;

export const Route = createFileRoute('/admin/my-schedule')({
  beforeLoad: ({ context }) => requireRoles(context.session, scheduleRoles),
  staticData: { titleKey: 'nav.mySchedule' },
  component: MyScheduleRoute,
});

function MyScheduleRoute() {
  const { session } = Route.useRouteContext();
  return <MySchedulePage session={session} />;
}
