import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CustomerSort } from '@servio/domain/customer';
import { customerSortValues } from '../../../features/customers/customer-access.ts';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { CustomerListPage, type CustomersSearch } from '../../../features/customers/customer-list-page.tsx';

const positive = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

export const Route = createFileRoute('/admin/customers/')({
  validateSearch: (s: Record<string, unknown>): CustomersSearch => ({
    q: typeof s.q === 'string' && s.q.trim() ? s.q : undefined,
    page: positive(s.page),
    size: [25, 100, 200].includes(Number(s.size)) ? Number(s.size) : undefined,
    sort: (customerSortValues as readonly string[]).includes(String(s.sort)) ? (s.sort as CustomerSort) : undefined,
    dir: s.dir === 'desc' ? 'desc' : undefined,
    type: s.type === 'company' || s.type === 'private' ? s.type : undefined,
  }),
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'nav.customers' },
  component: CustomersRoute,
});

function CustomersRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate({ from: Route.fullPath });
  return (
    <CustomerListPage
      session={session}
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
