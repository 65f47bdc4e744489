import { lazy, Suspense } from 'react';
import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { MaterialListPage } from '../../../features/materials/material-list-page.tsx';
import { validateMaterialsSearch } from '../../../features/materials/materials-search.ts';

// A customer's login gets its own equipment (the portal, issue #20): loaded only for them, never with the staff list.
const MyMaterialsPage = lazy(() =>
  import('../../../features/my-materials/my-materials-page.tsx').then((m) => ({ default: m.MyMaterialsPage })),
);

export const Route = createFileRoute('/admin/materials/')({
  validateSearch: validateMaterialsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, [...staffRoles, 'customer']),
  staticData: { titleKey: 'nav.materials', customerTitleKey: 'nav.myMaterials' },
  component: MaterialsRoute,
});

function MaterialsRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  if (session.me.role === 'customer') {
    return (
      <Suspense fallback={null}>
        <MyMaterialsPage session={session} />
      </Suspense>
    );
  }
  return (
    <MaterialListPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
      headerLinks={
        <Link to="/admin/materials/import" className={buttonClasses('secondary')}>
          <Upload className="size-4" aria-hidden="true" />
          {t('materials.import.link')}
        </Link>
      }
    />
  );
}
