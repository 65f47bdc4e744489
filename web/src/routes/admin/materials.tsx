import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/placeholders/coming-soon.tsx';

export const Route = createFileRoute('/admin/materials')({
  staticData: { titleKey: 'nav.materials' },
  component: () => <ComingSoon titleKey="nav.materials" />,
});
