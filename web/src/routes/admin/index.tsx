import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page.tsx';
import { MyVisitsPage } from '../../features/my-visits/my-visits-page.tsx';
import { AccessDeniedNotice } from '../../features/app/access-denied-notice.tsx';

export const Route = createFileRoute('/admin/')({
  // Set by a route guard that sent the person here from a page their role may not use.
  validateSearch: (s: Record<string, unknown>): { denied?: boolean } => (s.denied === true ? { denied: true } : {}),
  staticData: { titleKey: 'nav.home' },
  component: AdminHome,
});

/** Staff get the overview; a customer with a login gets their own visits (the customer area). */
function AdminHome() {
  const { session } = Route.useRouteContext();
  const { denied } = Route.useSearch();
  return (
    <>
      {denied && <AccessDeniedNotice role={session.me.role} />}
      {session.me.role === 'customer' ? <MyVisitsPage session={session} /> : <OverviewPage />}
    </>
  );
}
