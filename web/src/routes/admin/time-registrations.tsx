import { createFileRoute } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../lib/guards.ts';
import { TimeRegistrationsPage } from '../../features/time-registrations/index.ts';

export const Route = createFileRoute('/admin/time-registrations')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'nav.timeRegistrations' },
  component: TimeRegistrationsRoute,
});

function TimeRegistrationsRoute() {
  const { session } = Route.useRouteContext();
  return <TimeRegistrationsPage session={session} />;
}
