import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { NewReportTemplatePage } from '../../../features/report-templates/new-report-template-page.tsx';

export const Route = createFileRoute('/admin/report-templates/new')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'reportTemplates.createTitle' },
  component: NewReportTemplatePage,
});
