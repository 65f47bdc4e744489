import { createFileRoute } from '@tanstack/react-router';
import { adminRoles, requireRoles } from '../../../lib/guards.ts';
import { CustomTagsPage } from '../../../features/custom-tags/custom-tags-page.tsx';

export const Route = createFileRoute('/admin/settings_/custom-tags')({
  beforeLoad: ({ context }) => requireRoles(context.session, adminRoles),
  staticData: { titleKey: 'customTags.title' },
  component: CustomTagsPage,
});
