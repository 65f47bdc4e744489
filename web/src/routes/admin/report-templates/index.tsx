import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { ReportTemplateListPage } from '../../../features/report-templates/report-template-list-page.tsx';

interface ReportTemplatesSearch {
  status?: 'archived';
}

export const Route = createFileRoute('/admin/report-templates/')({
  validateSearch: (search: Record<string, unknown>): ReportTemplatesSearch =>
    search.status === 'archived' ? { status: 'archived' } : {},
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'nav.reportTemplates' },
  component: ReportTemplatesRoute,
});

function ReportTemplatesRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <ReportTemplateListPage
      archived={search.status === 'archived'}
      onArchivedChange={(archived) => void navigate({ search: archived ? { status: 'archived' } : {}, replace: true })}
    />
  );
}
