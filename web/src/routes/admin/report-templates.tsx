import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/report-templates')({
  staticData: { titleKey: 'nav.reportTemplates' },
  component: () => <ComingSoon titleKey="nav.reportTemplates" />,
});
