import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureTexts } from '../../lib/i18n.ts';
import { ServiceLinkPage } from '../../features/service-reminders/service-link-page.tsx';

// Public: a service reminder's link holds the token; the customer answers without signing in.
export const Route = createFileRoute('/service/$token')({
  beforeLoad: () => loadFeatureTexts(),
  staticData: { titleKey: 'serviceReminders.link.pageTitle' },
  component: ServiceLinkRoute,
});

function ServiceLinkRoute() {
  const { token } = Route.useParams();
  return <ServiceLinkPage token={token} />;
}
