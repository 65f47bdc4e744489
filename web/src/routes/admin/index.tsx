import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page.tsx';
import { MyVisitsPage } from '../../features/my-visits/my-visits-page.tsx';

export const Route = createFileRoute('/admin/')({
  staticData: { titleKey: 'nav.home' },
  component: AdminHome,
});

/** Staff get the overview; a customer with a login gets their own visits (the customer area). */
function AdminHome() {
  const { session } = Route.useRouteContext();
  return session.me.role === 'customer' ? <MyVisitsPage session={session} /> : <OverviewPage />;
}
