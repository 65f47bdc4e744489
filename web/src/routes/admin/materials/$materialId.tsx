import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { isAdministrator } from '../../../lib/auth.ts';
import { MaterialPage } from '../../../features/materials/material-page.tsx';
import type { MaterialTab } from '../../../features/materials/index.ts';
import { MaterialRentals } from '../../../features/rentals/index.ts';
import { MaterialServiceReminders } from '../../../features/service-reminders/index.ts';

export const Route = createFileRoute('/admin/materials/$materialId')({
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'materials.materialTitle' },
  component: MaterialRoute,
});

function MaterialRoute() {
  const { t } = useTranslation();
  const { materialId } = Route.useParams();
  const { session } = Route.useRouteContext();
  // Other features' tabs, the administrator's: the unit's service reminders, and the rentals of a rentable unit (with
  // showRental).
  const tabs = (material: { id: string; rentable: boolean }): MaterialTab[] => {
    if (!isAdministrator(session.me)) return [];
    const reminders: MaterialTab = {
      value: 'reminders',
      label: t('materials.tabs.reminders'),
      content: <MaterialServiceReminders materialId={material.id} />,
    };
    if (!material.rentable || !session.company?.showRental) return [reminders];
    return [
      reminders,
      { value: 'rentals', label: t('materials.tabs.rentals'), content: <MaterialRentals materialId={material.id} /> },
    ];
  };
  return <MaterialPage key={materialId} materialId={materialId} session={session} tabs={tabs} />;
}
