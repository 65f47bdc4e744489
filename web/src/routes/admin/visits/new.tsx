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
      onSaved={(saved) =>
        // An employee who left themselves out cannot open the visit: back to the list (the toast says it was created).
        saved.viewerCanOpen
          ? navigate({ to: '/admin/visits/$visitId', params: { visitId: saved.id } })
          : navigate({ to: '/admin/visits/' })
      }
      onCancel={() =>
        void (search.customerId
          ? navigate({ to: '/admin/customers/$customerId', params: { customerId: search.customerId } })
          : navigate({ to: '/admin/visits/' }))
      }
    />
  );
}
