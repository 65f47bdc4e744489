import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '../../features/overview/overview-page.tsx';

export const Route = createFileRoute('/admin/')({
  staticData: { titleKey: 'nav.home' },
  component: OverviewPage,
});
