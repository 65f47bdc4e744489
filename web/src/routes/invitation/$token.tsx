import { createFileRoute } from '@tanstack/react-router';
import { loadFeatureTexts } from '../../lib/i18n.ts';
import { InvitationPage } from '../../features/invitations/invitation-page.tsx';

// Public: the link holds the token. Someone signed in may open it too (e.g. to set up a second account).
export const Route = createFileRoute('/invitation/$token')({
  beforeLoad: () => loadFeatureTexts(),
  staticData: { titleKey: 'invitation.title' },
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token } = Route.useParams();
  return <InvitationPage token={token} />;
}
