import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page.tsx';
import { MyVisitsPage } from '../../features/my-visits/my-visits-page.tsx';
import { validatePortalSearch, type PortalSearch } from '../../features/my-visits/portal-search.ts';
import { AccessDeniedNotice } from '../../features/app/access-denied-notice.tsx';
import { overviewOptions } from '../../features/overview/overview-query.ts';

export const Route = createFileRoute('/admin/')({
  // `denied`: set by a route guard that sent the person here from a page their role may not use. The rest is the
  // customer portal's (which visits, which place, which page).
  validateSearch: (s: Record<string, unknown>): { denied?: boolean } & PortalSearch => ({
    ...(s.denied === true ? { denied: true } : {}),
    ...validatePortalSearch(s),
  }),
  staticData: { titleKey: 'nav.home', customerTitleKey: 'nav.myVisits' },
  // Staff's overview is asked for as the route starts (beforeLoad is never split from the route tree), not once the
  // frame and the page have rendered, as the visits list's page is (decisions/0051, 0053).
  beforeLoad: ({ context }) => {
    if (context.session && context.session.me.role !== 'customer')
      void context.queryClient.prefetchQuery(overviewOptions);
  },
  component: AdminHome,
});

/** Staff get the overview; a customer with a login gets their own visits (the customer area). */
function AdminHome() {
  const { session } = Route.useRouteContext();
  const { denied, ...portal } = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <>
      {denied && <AccessDeniedNotice role={session.me.role} />}
      {session.me.role === 'customer' ? (
        <MyVisitsPage
          session={session}
          search={portal}
          onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
        />
      ) : (
        <OverviewPage />
      )}
    </>
  );
}
