import { useEffect, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { sessionQueryOptions, type MeAndSettings } from '../../lib/auth.ts';
import { preloadToaster } from '../../lib/toast.ts';
import { ImpersonationBanner } from './impersonation-banner.tsx';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useLiveUpdates } from './use-live-updates.ts';
import { signInHref } from '../../lib/sign-in-address.ts';

/**
 * The admin layout: 270px sidebar, 58px top bar, content area. It watches the live session so flag
 * changes show at once and an expired session goes back to sign-in.
 */
export function AdminShell({
  initialSession,
  onOpenSettings,
  children,
}: {
  initialSession: MeAndSettings;
  onOpenSettings: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const { data } = useQuery(sessionQueryOptions);
  const session = data ?? initialSession;
  const [sidebarOpen, setSidebarOpen] = useState(false);

  useEffect(() => preloadToaster(), []);
  // Staff of a company get pushed updates of their badges and lists (customers have none).
  useLiveUpdates(session.company !== null && session.me.role !== 'customer');

  // The session ended (logout elsewhere, revoked token): back to sign-in, then return here. Once per ending, read
  // from the router rather than a dependency: while the sign-in page loads, this shell is still on screen and the
  // location already says /sign-in, and going again from there nested sign-in in its own redirect without end.
  useEffect(() => {
    const here = router.state.location;
    if (data !== null || !here.pathname.startsWith('/admin')) return;
    void navigate({ href: signInHref(here.href), reloadDocument: true, replace: true });
  }, [data, navigate, router]);

  return (
    <div className="min-h-full">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:shadow"
      >
        {t('common.skipToContent')}
      </a>
      <Sidebar session={session} open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
      <div className="flex min-h-full flex-col lg:pl-[270px]">
        <ImpersonationBanner session={session} />
        <TopBar
          session={session}
          sidebarOpen={sidebarOpen}
          onOpenSidebar={() => setSidebarOpen(true)}
          onOpenSettings={onOpenSettings}
        />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  );
}
