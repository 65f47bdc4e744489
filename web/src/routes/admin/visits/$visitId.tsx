import { createFileRoute } from '@tanstack/react-router';
import { VisitPage } from '../../../features/visits/visit-page.tsx';
import { MyVisitPage } from '../../../features/my-visits/my-visit-page.tsx';

export const Route = createFileRoute('/admin/visits/$visitId')({
  staticData: { titleKey: 'visits.visitTitle' },
  component: VisitRoute,
});

function VisitRoute() {
  const { visitId } = Route.useParams();
  const { session } = Route.useRouteContext();
  // A customer reads her own visit, read-only, through the customer area's query.
  if (session.me.role === 'customer') return <MyVisitPage key={visitId} visitId={visitId} />;
  return <VisitPage key={visitId} visitId={visitId} session={session} />;
}
