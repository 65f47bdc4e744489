import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SettingsPage } from '../../features/settings/settings-page.tsx';
import { SettingsDialog } from '../../features/settings/settings-dialog.tsx';
import { OverviewPage } from '../../features/overview/overview-page.tsx';

interface SettingsSearch {
  modal?: boolean;
}

export const Route = createFileRoute('/admin/settings')({
  validateSearch: (search: Record<string, unknown>): SettingsSearch =>
    search.modal === true || search.modal === 'true' ? { modal: true } : {},
  staticData: { titleKey: 'settings.title' },
  component: SettingsRoute,
});

/**
 * The page at /admin/settings; with ?modal=true (e.g. a reload of the masked URL the user menu opens)
 * it is a dialog over the overview, and closing it leaves the overview.
 */
function SettingsRoute() {
  const { modal } = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  // Without a company (an unswitched superadmin) there is no overview to show behind the dialog.
  if (!modal || !session.company) return <SettingsPage />;
  return (
    <>
      <OverviewPage />
      <SettingsDialog onClose={() => void navigate({ to: '/admin' })} />
    </>
  );
}
