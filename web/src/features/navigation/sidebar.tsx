import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { MeAndSettings } from '../../lib/auth.ts';
import { cn } from '../../lib/cn.ts';
import { CountBadge } from '../../components/badge.tsx';
import { Logo } from '../../components/logo.tsx';
import { buildNavigation, type NavLink } from './nav-items.ts';
import { navigationCountsOptions, type NavigationCounts } from './navigation-counts.ts';
import { companyNameOptions } from '../../lib/company-name.ts';
import { lgUp, useMediaQuery } from '../../lib/use-media-query.ts';
import { useInvoiceAccess } from '../invoices/index.ts';

const linkBase =
  'group flex h-8 items-center gap-2.5 rounded-md px-2.5 text-[13px] font-medium text-muted transition-colors ' +
  'hover:bg-surface-muted hover:text-foreground ' +
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring ' +
  'data-[status=active]:bg-accent-soft data-[status=active]:text-accent';

function SidebarLink({
  link,
  counts,
  nested,
  onNavigate,
}: {
  link: NavLink;
  counts: NavigationCounts | undefined;
  nested?: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const Icon = link.icon;
  const count = link.badge && counts ? counts[link.badge.count] : 0;
  return (
    <li>
      <Link
        to={link.to}
        search={link.search ?? {}}
        activeOptions={{ exact: link.exact ?? false, includeSearch: link.search !== undefined }}
        className={cn(linkBase, nested && 'pl-9 font-normal')}
        onClick={onNavigate}
      >
        {!nested && <Icon className="size-4 shrink-0" aria-hidden="true" />}
        <span className="truncate">{t(link.labelKey)}</span>
        {link.badge && <CountBadge count={count} label={t(link.badge.labelKey, { count })} />}
      </Link>
      {link.children && link.children.length > 0 && (
        <ul className="mt-0.5 space-y-0.5">
          {link.children.map((child) => (
            <SidebarLink key={child.id} link={child} counts={counts} nested onNavigate={onNavigate} />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The 270px sidebar. On small screens it is a drawer opened from the top bar's menu button.
 * `open` only matters below the lg breakpoint. There the drawer's links are made when it is first opened, not with
 * every page (some thirty router links and their badges' query were a tenth of a phone's first render, for a menu
 * no one had opened), and a closed drawer is inert: its links, off the screen, are out of the tab order.
 */
export function Sidebar({ session, open, onClose }: { session: MeAndSettings; open: boolean; onClose: () => void }) {
  const wide = useMediaQuery(lgUp);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true); // once opened, kept: it slides away with its links on closing
  return (
    <>
      {open && <div className="fixed inset-0 z-30 bg-black/40 lg:hidden" aria-hidden="true" onClick={onClose} />}
      <aside
        id="sidebar"
        inert={!wide && !open}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-[270px] flex-col border-r border-border bg-surface transition-transform duration-200',
          'lg:translate-x-0',
          open ? 'translate-x-0 shadow-xl' : '-translate-x-full',
        )}
      >
        {(wide || opened) && <SidebarContent session={session} onClose={onClose} />}
      </aside>
    </>
  );
}

function SidebarContent({ session, onClose }: { session: MeAndSettings; onClose: () => void }) {
  const { t } = useTranslation();
  // An employee's invoices link waits for their permission flag (not in the session).
  const invoiceAccess = useInvoiceAccess(session);
  const groups = buildNavigation(session, { canInvoice: invoiceAccess.allowed });
  // Badges need a company (an unswitched superadmin has none) and are staff figures (not for customers).
  const counts = useQuery({
    ...navigationCountsOptions,
    enabled: session.company !== null && session.me.role !== 'customer',
  });

  return (
    <>
      <div className="flex h-[58px] shrink-0 items-center gap-2.5 border-b border-border px-4">
        <Logo className="size-7" />
        <div className="min-w-0 flex-1">
          <p className="text-[15px] font-semibold leading-tight tracking-tight">{t('common.appName')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-md text-muted hover:bg-surface-muted lg:hidden"
          aria-label={t('nav.closeMenu')}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label={t('nav.mainNavigation')} className="flex-1 overflow-y-auto px-3 py-3">
        {groups.map((group) => (
          <div key={group.id} className="mb-4 last:mb-0">
            {group.labelKey && (
              <p
                id={`nav-group-${group.id}`}
                className="mb-1 px-2.5 text-[11px] font-semibold uppercase tracking-wider text-muted"
              >
                {t(group.labelKey)}
              </p>
            )}
            <ul className="space-y-0.5" aria-labelledby={group.labelKey ? `nav-group-${group.id}` : undefined}>
              {group.links.map((link) => (
                <SidebarLink key={link.id} link={link} counts={counts.data} onNavigate={onClose} />
              ))}
            </ul>
          </div>
        ))}
      </nav>
      {session.company && <CompanyFooter session={session} />}
    </>
  );
}

function CompanyFooter({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const company = useQuery(companyNameOptions);
  return (
    <div className="shrink-0 border-t border-border px-4 py-3">
      <p className="truncate text-[13px] font-medium">{company.data?.name ?? '\u00a0'}</p>
      <p className="truncate text-xs text-muted">{t(`roles.${session.me.role}`)}</p>
    </div>
  );
}
