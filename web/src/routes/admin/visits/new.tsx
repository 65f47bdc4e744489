import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { requireRoles, staffRoles } from '../../../lib/guards.ts';
import { NewVisitPage } from '../../../features/visits/new-visit-page.tsx';

export interface NewVisitSearch {
  /** ISO instants from the calendar's empty slot. */
  start?: string;
  end?: string;
  /** From the customer page's visits tab. */
  customerId?: string;
}

const instant = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? v : undefined);

export const Route = createFileRoute('/admin/visits/new')({
  validateSearch: (s: Record<string, unknown>): NewVisitSearch => ({
    start: instant(s.start),
    end: instant(s.end),
    customerId: typeof s.customerId === 'string' && /^[0-9a-f-]{36}$/i.test(s.customerId) ? s.customerId : undefined,
  }),
  beforeLoad: ({ context }) => requireRoles(context.session, staffRoles),
  staticData: { titleKey: 'visits.createTitle' },
  component: NewVisitRoute,
});

function NewVisitRoute() {
  const search = Route.useSearch();
  const { session } = Route.useRouteContext();
  const navigate = useNavigate();
  return (
    <NewVisitPage
      session={session}
      defaults={search}
      onDone={(id) =>
        void (id
          ? navigate({ to: '/admin/visits/$visitId', params: { visitId: id } })
          : search.customerId
            ? navigate({ to: '/admin/customers/$customerId', params: { customerId: search.customerId } })
            : navigate({ to: '/admin/visits/' }))
      }
    />
  );
}
