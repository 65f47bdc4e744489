import { useTranslation } from 'react-i18next';
import { CalendarPlus, UserPlus, UserSquare2 } from 'lucide-react';
import type { MeAndSettings } from '../../lib/auth.ts';
import { isOnTheWay } from '../../lib/pages-on-the-way.ts';
import { DeferredMenu, deferredComponent } from '../../components/deferred-menu.tsx';
import { canCreateCustomer } from '../customers/index.ts';
import { useVisitAccess } from '../visits/index.ts';
import { QuickCreateTriggerContent, quickCreateTriggerClass, type QuickCreateItem } from './quick-create-trigger.tsx';

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

const quickCreatePanel = deferredComponent<{ items: QuickCreateItem[] }>(() =>
  import('./quick-create-panel.tsx').then((module) => module.QuickCreatePanel),
);

/**
 * The top bar's "+ Opret" menu: new visit, customer or employee from any page. Its code loads when first wanted
 * (components/deferred-menu.tsx, decisions/0052). On a phone only the icon shows; the button keeps its name for
 * screen readers.
 */
export function QuickCreateMenu({ session }: { session: MeAndSettings }) {
  const { t } = useTranslation();
  const items = useQuickCreateItems(session);
  if (items.length === 0) return null;
  return (
    <DeferredMenu
      menu={quickCreatePanel}
      props={{ items }}
      triggerClassName={quickCreateTriggerClass}
      triggerLabel={t('quickCreate.label')}
    >
      <QuickCreateTriggerContent label={t('quickCreate.label')} />
    </DeferredMenu>
  );
}
