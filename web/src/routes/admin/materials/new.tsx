import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { NewMaterialPage } from '../../../features/materials/new-material-page.tsx';

export const Route = createFileRoute('/admin/materials/new')({
  validateSearch: (s: Record<string, unknown>): { customerId?: string } => ({
    customerId: typeof s.customerId === 'string' && s.customerId ? s.customerId : undefined,
  }),
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'materials.createTitle' },
  component: NewMaterialRoute,
});

function NewMaterialRoute() {
  const { session } = Route.useRouteContext();
  const { customerId } = Route.useSearch();
  return <NewMaterialPage session={session} customerId={customerId} />;
}
