import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Bell, Menu, Search } from 'lucide-react';
import { isOnTheWay } from '../../lib/pages-on-the-way.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { usePageTitleKey } from '../app/index.ts';
import { QuickCreateMenu } from './quick-create-menu.tsx';
import { UserMenu } from './user-menu.tsx';

// The palette (cmdk and the search queries) loads on the first opening: the shell and the sign-in page never pay for it.
const SearchDialog = lazy(() => import('./search-dialog.tsx').then((m) => ({ default: m.SearchDialog })));

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The 58px top bar: page title, global search, notifications shortcut and user menu. */
export function TopBar({
  session,
  sidebarOpen,
  onOpenSidebar,
  onOpenSettings,
}: {
  session: MeAndSettings;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  onOpenSettings: () => void;
}) {
  const { t } = useTranslation();
  const titleKey = usePageTitleKey();
  const [searchOpen, setSearchOpen] = useState(false);
  // Once opened, the dialog stays mounted (closed), so the next opening is instant.
  const [searchLoaded, setSearchLoaded] = useState(false);
  const openSearch = (open: boolean) => {
    if (open) setSearchLoaded(true);
    setSearchOpen(open);
  };

  // Ctrl+K / Cmd+K opens the search from anywhere in the shell.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setSearchLoaded(true);
        setSearchOpen((open) => !open);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <header className="sticky top-0 z-20 flex h-[58px] shrink-0 items-center gap-3 border-b border-border bg-surface/90 px-4 backdrop-blur supports-[backdrop-filter]:bg-surface/75 lg:px-6">
      <button
        type="button"
        onClick={onOpenSidebar}
        className="-ml-1 inline-flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-muted hover:text-foreground lg:hidden"
        aria-label={t('nav.openMenu')}
        aria-controls="sidebar"
        aria-expanded={sidebarOpen}
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      <h1 className="min-w-0 truncate text-[15px] font-semibold tracking-tight">{titleKey ? t(titleKey) : ''}</h1>

      <div className="ml-auto flex items-center gap-2">
        <QuickCreateMenu session={session} />
        <button
          type="button"
          onClick={() => openSearch(true)}
          className="inline-flex h-9 items-center gap-2 rounded-full border border-border bg-surface-muted/60 pl-3 pr-1.5 text-[13px] text-muted transition-colors hover:border-border-strong hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring sm:w-56"
          aria-haspopup="dialog"
          aria-keyshortcuts={isMac ? 'Meta+K' : 'Control+K'}
        >
          <Search className="size-4 shrink-0" aria-hidden="true" />
          <span className="hidden sm:inline">{t('search.pill')}</span>
          <kbd className="ml-auto hidden rounded-full border border-border bg-surface px-2 py-0.5 font-sans text-[11px] font-medium sm:inline">
            {isMac ? '⌘ K' : t('search.shortcut')}
          </kbd>
          <span className="sr-only sm:hidden">{t('search.title')}</span>
        </button>
        {session.company && session.me.role !== 'customer' && !isOnTheWay('/admin/notifications') && (
          <Link
            to="/admin/notifications"
            className="inline-flex size-9 items-center justify-center rounded-full border border-border text-muted transition-colors hover:bg-surface-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            aria-label={t('userMenu.notificationsShortcut')}
          >
            <Bell className="size-4" aria-hidden="true" />
          </Link>
        )}
        <UserMenu session={session} onOpenSettings={onOpenSettings} />
      </div>
      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchDialog session={session} open={searchOpen} onOpenChange={openSearch} />
        </Suspense>
      )}
    </header>
  );
}
