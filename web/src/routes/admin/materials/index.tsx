import { Link, createFileRoute, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Upload } from 'lucide-react';
import { buttonClasses } from '../../../components/button.tsx';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { MaterialListPage } from '../../../features/materials/material-list-page.tsx';
import { validateMaterialsSearch } from '../../../features/materials/materials-search.ts';

export const Route = createFileRoute('/admin/materials/')({
  validateSearch: validateMaterialsSearch,
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'nav.materials' },
  component: MaterialsRoute,
});

function MaterialsRoute() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
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
