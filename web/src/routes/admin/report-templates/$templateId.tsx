import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { ReportTemplatePage } from '../../../features/report-templates/report-template-page.tsx';

interface TemplateSearch {
  /** An earlier version, shown read-only. */
  version?: number;
}

export const Route = createFileRoute('/admin/report-templates/$templateId')({
  validateSearch: (search: Record<string, unknown>): TemplateSearch => {
    const version = Number(search.version);
    return Number.isInteger(version) && version > 0 ? { version } : {};
  },
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'reportTemplates.templateTitle' },
  component: TemplateRoute,
});

function TemplateRoute() {
  const { templateId } = Route.useParams();
  const { version } = Route.useSearch();
  return <ReportTemplatePage key={templateId} templateId={templateId} versionNumber={version} />;
}
