import type { LucideIcon } from 'lucide-react';
import {
  BarChart3,
  Bell,
  Building2,
  CalendarDays,
  CalendarCheck,
  FileText,
  Home,
  Package,
  Receipt,
  Tags,
  Users,
  UserSquare2,
  Boxes,
  Network,
  Activity,
  Layers,
  Clock,
  AlarmClock,
  Inbox,
  Wrench,
  BellRing,
  CalendarRange,
  LayoutGrid,
  MessagesSquare,
} from 'lucide-react';
import type { FileRouteTypes } from '../../routeTree.gen.ts';
import type { MeAndSettings } from '../../lib/auth.ts';
import type { NavigationCounts } from './navigation-counts.ts';

export interface NavLink {
  id: string;
  labelKey: string;
  to: FileRouteTypes['to'];
  search?: { status?: 'due' };
  icon: LucideIcon;
  /** Only the exact path (and search) counts as active. */
  exact?: boolean;
  badge?: { count: keyof NavigationCounts; labelKey: string };
  children?: NavLink[];
}

export interface NavGroup {
  id: string;
  /** A labelled section (the spec's 'report' group); unlabelled groups render as plain lists. */
  labelKey?: string;
  links: NavLink[];
}

/**
 * What the sidebar shows, by role and company flags. The spec lists the links; which ones a person sees
 * is our decision (decisions.md "Roles"), documented here:
 * - administrator: everything, with flag effects:
 *     time registration only with allowTimeReg, departments only with enableDepartment,
 *     enquiries (bookings) only with bookingflowactive.
 * - employee: a reduced menu of their own work: home, my schedule, notifications, customers, visits (with due);
 *     invoices too with the permission allowedToInvoice (`canInvoice`: invoicing is office work, decisions/0026).
 * - supplier: home, my schedule, notifications, visits (with due).
 * - customer (the portal): their visits (at /admin), invoices, equipment (with showMaterials), shared documents and
 *     messages; with the hierarchy, their locations' too.
 * - superadmin who has not switched into a company: only the company list.
 * Economy, invoices (for employees only with allowedToInvoice), categories, products and the report group are
 * administrator tools.
 */
export function buildNavigation(
  session: MeAndSettings,
  { canInvoice = false }: { canInvoice?: boolean } = {},
): NavGroup[] {
  const { me, company } = session;

  if (me.role === 'superadmin' && !company) {
    return [
      { id: 'main', links: [{ id: 'companies', labelKey: 'nav.companies', to: '/admin/company', icon: Building2 }] },
    ];
  }

  const home: NavLink = { id: 'home', labelKey: 'nav.home', to: '/admin', icon: Home, exact: true };
  const mySchedule: NavLink = {
    id: 'my-schedule',
    labelKey: 'nav.mySchedule',
    to: '/admin/my-schedule',
    icon: CalendarDays,
  };
  const notifications: NavLink = {
    id: 'notifications',
    labelKey: 'nav.notifications',
    to: '/admin/notifications',
    icon: Bell,
    badge: { count: 'unreadNotifications', labelKey: 'nav.badgeUnread' },
  };
  const isAdmin = me.role === 'administrator';
  const visits: NavLink = {
    id: 'visits',
    labelKey: 'nav.visits',
    to: '/admin/visits',
    icon: CalendarCheck,
    children: [
      {
        id: 'visits-due',
        labelKey: 'nav.dueVisits',
        to: '/admin/visits',
        search: { status: 'due' },
        exact: true,
        icon: AlarmClock,
        badge: { count: 'dueVisits', labelKey: 'nav.badgeDue' },
      },
      // The planning board (beta), with the company's enablePlanningPage.
      ...(isAdmin && company?.enablePlanningPage
        ? [{ id: 'planning', labelKey: 'nav.planning', to: '/admin/planning' as const, icon: LayoutGrid }]
        : []),
      ...(isAdmin && company?.bookingflowactive
        ? [
            {
              id: 'bookings',
              labelKey: 'nav.bookings',
              to: '/admin/bookings' as const,
              icon: Inbox,
              badge: { count: 'openBookings' as const, labelKey: 'nav.badgeOpen' },
            },
          ]
        : []),
    ],
  };

  if (me.role === 'customer') {
    return [
      {
        id: 'main',
        links: [
          { ...home, labelKey: 'nav.myVisits', icon: CalendarCheck },
          { id: 'invoices', labelKey: 'nav.invoices', to: '/admin/invoices', icon: Receipt },
          // Their equipment (with the company's showMaterials) and the files the office shared with them (issue #20).
          ...(company?.showMaterials
            ? [{ id: 'my-materials', labelKey: 'nav.myMaterials', to: '/admin/materials' as const, icon: Wrench }]
            : []),
          { id: 'my-documents', labelKey: 'nav.myDocuments', to: '/admin/documents', icon: FileText },
          { id: 'my-messages', labelKey: 'nav.messages', to: '/admin/messages', icon: MessagesSquare },
        ],
      },
    ];
  }

  const customers: NavLink = { id: 'customers', labelKey: 'nav.customers', to: '/admin/customers', icon: Users };

  if (me.role === 'employee') {
    // Employees look up and (unless disableCreateCustomer) create customers.
    const invoices: NavLink[] = canInvoice
      ? [{ id: 'invoices', labelKey: 'nav.invoices', to: '/admin/invoices', icon: Receipt }]
      : [];
    return [{ id: 'main', links: [home, mySchedule, notifications, customers, visits, ...invoices] }];
  }
  if (!isAdmin) {
    return [{ id: 'main', links: [home, mySchedule, notifications, visits] }];
  }

  const main: NavLink[] = [
    home,
    mySchedule,
    notifications,
    {
      id: 'events',
      labelKey: 'nav.events',
      to: '/admin/events',
      icon: Activity,
      badge: { count: 'newEvents', labelKey: 'nav.badgeNew' },
    },
    customers,
    {
      id: 'employees',
      labelKey: 'nav.employees',
      to: '/admin/employees',
      icon: UserSquare2,
      children: company?.allowTimeReg
        ? [
            {
              id: 'time-registrations',
              labelKey: 'nav.timeRegistrations',
              to: '/admin/time-registrations',
              icon: Clock,
            },
          ]
        : [],
    },
    ...(company?.enableDepartment
      ? [{ id: 'departments', labelKey: 'nav.departments', to: '/admin/departments' as const, icon: Network }]
      : []),
    visits,
    {
      id: 'economy',
      labelKey: 'nav.economy',
      to: '/admin/economy',
      icon: BarChart3,
      children: [{ id: 'invoices', labelKey: 'nav.invoices', to: '/admin/invoices', icon: Receipt }],
    },
    // The equipment at customers (issue #18), with the company's showMaterials: the units, the service reminders
    // that wait for the office, and the rentals with showRental.
    ...(company?.showMaterials
      ? [
          {
            id: 'materials',
            labelKey: 'nav.materials',
            to: '/admin/materials' as const,
            icon: Wrench,
            children: [
              {
                id: 'service-reminders',
                labelKey: 'nav.serviceReminders',
                to: '/admin/service-reminders' as const,
                icon: BellRing,
              },
              ...(company.showRental
                ? [{ id: 'rentals', labelKey: 'nav.rentals', to: '/admin/rentals' as const, icon: CalendarRange }]
                : []),
            ],
          },
        ]
      : []),
    { id: 'categories', labelKey: 'nav.categories', to: '/admin/categories', icon: Tags },
    { id: 'products', labelKey: 'nav.products', to: '/admin/products', icon: Package },
  ];

  const report: NavGroup = {
    id: 'report',
    labelKey: 'nav.report',
    links: [
      { id: 'report-templates', labelKey: 'nav.reportTemplates', to: '/admin/report-templates', icon: FileText },
      { id: 'items', labelKey: 'nav.items', to: '/admin/items', icon: Boxes },
      { id: 'item-groups', labelKey: 'nav.itemGroups', to: '/admin/item-groups', icon: Layers },
    ],
  };

  return [{ id: 'main', links: main }, report];
}
