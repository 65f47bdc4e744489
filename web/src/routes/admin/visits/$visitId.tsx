import { createFileRoute } from '@tanstack/react-router';
import { VisitPage } from '../../../features/visits/visit-page.tsx';

export const Route = createFileRoute('/admin/visits/$visitId')({
  staticData: { titleKey: 'visits.visitTitle' },
  component: VisitRoute,
});

function VisitRoute() {
  const { visitId } = Route.useParams();
  const { session } = Route.useRouteContext();
  return <VisitPage key={visitId} visitId={visitId} session={session} />;
}
