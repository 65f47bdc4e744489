import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/service-reminders')({
  staticData: { titleKey: 'nav.serviceReminders' },
  component: () => <ComingSoon titleKey="nav.serviceReminders" />,
});
