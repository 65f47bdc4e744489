import { useEffect } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureText } from '../../../lib/i18n.ts';
import { panelAccess } from '../../../features/technician/panel-session.ts';
import { registerPanelWorker } from '../../../features/technician/register-panel-worker.ts';
import { TechnicianPanel } from '../../../features/technician/technician-panel.tsx';

interface PanelSearch {
  /** The visit open in the panel's detail view. */
  visit?: string;
}

// The literal path /technician/dashboard/index (the bracket escapes the index-route convention).
export const Route = createFileRoute('/technician/dashboard/index')({
  staticData: { titleKey: 'pages.technicianTitle' },
  validateSearch: (search: Record<string, unknown>): PanelSearch =>
    typeof search.visit === 'string' && search.visit ? { visit: search.visit } : {},
  beforeLoad: async ({ context, location }) => {
    const access = await panelAccess(context.session, location.href);
    // Only the panel's catalog: the others would cost its first screen ~20 KB (bench/technician-panel.bench.ts).
    await loadFeatureText('technician');
    return { access };
  },
  component: PanelPage,
});

function PanelPage() {
  const { access } = Route.useRouteContext();
  const { visit } = Route.useSearch();
  useEffect(registerPanelWorker, []);
  return <TechnicianPanel userId={access.userId} visitId={visit} showAdminLink={access.showAdminLink} />;
}
