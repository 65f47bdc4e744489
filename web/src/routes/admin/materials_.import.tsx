import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../lib/guards.ts';
import { MaterialImportPage } from '../../features/materials/material-import-page.tsx';

// materials_ keeps the page out of the materials list's layout (its own page, not a child of the list).
export const Route = createFileRoute('/admin/materials_/import')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'materials.import.title' },
  component: MaterialImportPage,
});
