import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CalendarPlus, Plus, UserPlus, UserSquare2, type LucideIcon } from 'lucide-react';
import type { FileRouteTypes } from '../../routeTree.gen.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import { isOnTheWay } from '../../lib/pages-on-the-way.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/dropdown-menu.tsx';
import { canCreateCustomer } from '../customers/index.ts';
import { useVisitAccess } from '../visits/index.ts';

interface QuickCreateItem {
  id: 'visit' | 'customer' | 'employee';
  to: FileRouteTypes['to'];
  icon: LucideIcon;
}

/**
 * What the viewer may create, as the server's access table allows it (ARCHITECTURE.md): visits for administrators
 * and employees with allowedToCreateVisit, customers for administrators and employees (unless the company has
 * disableCreateCustomer), employees for administrators. Customers and suppliers create nothing; a page still on its
 * way is not offered.
 */
export function useQuickCreateItems(session: MeAndSettings): QuickCreateItem[] {
  const visits = useVisitAccess(session);
  const items: QuickCreateItem[] = [];
  if (!session.company) return items;
  if (visits.canCreate) items.push({ id: 'visit', to: '/admin/visits/new', icon: CalendarPlus });
  if (canCreateCustomer(session)) items.push({ id: 'customer', to: '/admin/customers/new', icon: UserPlus });
  if (session.me.role === 'administrator')
    items.push({ id: 'employee', to: '/admin/employees/new', icon: UserSquare2 });
  return items.filter((item) => !isOnTheWay(item.to));
}

/**
 * The top bar's "+ Opret" menu: new visit, customer or employee from any page. Radix gives the menu its keyboard
 * handling (Enter, Space or ↓ opens it, arrows move, Escape closes and returns focus). On a phone only the icon
 * shows; the button keeps its name for screen readers.
 */
export function QuickCreateMenu({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const items = useQuickCreateItems(session);
  if (items.length === 0) return null;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="inline-flex size-9 items-center justify-center gap-1.5 rounded-full bg-accent text-[13px] font-medium text-accent-foreground shadow-sm transition-colors hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-auto sm:pl-2.5 sm:pr-3.5"
        aria-label={t('quickCreate.label')}
      >
        <Plus className="size-4 shrink-0" aria-hidden="true" />
        <span className="hidden sm:inline">{t('quickCreate.label')}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-[200px]">
        {items.map(({ id, to, icon: Icon }) => (
          <DropdownMenuItem key={id} asChild>
            <Link to={to}>
              <Icon aria-hidden="true" />
              {t(`quickCreate.${id}`)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
