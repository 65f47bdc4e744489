import { Outlet, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { isUnswitchedSuperadmin } from '../../lib/auth.ts';
import { loadFeatureTexts } from '../../lib/i18n.ts';
import { AdminShell } from '../../features/navigation/admin-shell.tsx';
import { AdminNotFound } from '../../features/app/not-found.tsx';
import { signInHref } from '../../lib/sign-in-address.ts';

// Every settings form (company, bookings, e-conomic, time) is there: loaded when the dialog opens, not with each page.
const SettingsDialog = lazy(() =>
  import('../../features/settings/settings-dialog.tsx').then((m) => ({ default: m.SettingsDialog })),
);

interface AdminSearch {
  /** Settings shown as a dialog over the current admin page (the URL bar shows /admin/settings?modal=true). */
  settings?: 'modal';
}

export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch =>
    search.settings === 'modal' ? { settings: 'modal' } : {},
  beforeLoad: ({ context, location }) => {
    const { session } = context;
    // No session (or a failed root load): sign in first, then come back to exactly this page.
    if (!session) throw redirect({ href: signInHref(location.href), reloadDocument: true, replace: true });
    // A superadmin outside any company can only pick a company (or edit their own profile).
    if (
      isUnswitchedSuperadmin(session) &&
      !location.pathname.startsWith('/admin/company') &&
      !location.pathname.startsWith('/admin/settings')
    ) {
      throw redirect({ to: '/admin/company/', replace: true });
    }
    return { session };
  },
  // The feature texts in a loader, not in beforeLoad: the pages' own beforeLoad (the visits list asks its page
  // there) then runs while the texts are still on their way (decisions/0051). The frame renders once they are here.
  loader: () => loadFeatureTexts(),
  notFoundComponent: AdminNotFound,
  component: AdminLayout,
});

function AdminLayout() {
  const { session } = Route.useRouteContext();
  const { settings } = Route.useSearch();
  const navigate = useNavigate();

  const openSettings = () =>
    void navigate({
      to: '.',
      search: (prev: Record<string, unknown>) => ({ ...prev, settings: 'modal' }),
      mask: { to: '/admin/settings', search: { modal: true } },
    } as never);
  const closeSettings = () =>
    void navigate({
      to: '.',
      search: ({ settings: _closed, ...rest }: Record<string, unknown>) => rest,
    } as never);

  return (
    <AdminShell initialSession={session} onOpenSettings={openSettings}>
      <Outlet />
      {settings === 'modal' && (
        <Suspense fallback={null}>
          <SettingsDialog onClose={closeSettings} />
        </Suspense>
      )}
    </AdminShell>
  );
}
