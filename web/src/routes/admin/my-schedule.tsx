import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/my-schedule')({
  staticData: { titleKey: 'nav.mySchedule' },
  component: () => <ComingSoon titleKey="nav.mySchedule" />,
});
