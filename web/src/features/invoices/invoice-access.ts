import { useQuery } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { graphql, request } from '../../lib/graphql.ts';

const myInvoicePermissionQuery = graphql(`
  query myInvoicePermission {
    me {
      id
      permissions {
        allowedToInvoice
      }
    }
  }
`);

export interface InvoiceAccess {
  /** See and make invoices: administrators; employees with allowedToInvoice (the server refuses everyone else). */
  allowed: boolean;
  /** False while an employee's flag loads: until then nothing is offered, and nothing refused either. */
  loaded: boolean;
}

/**
 * Whether the signed-in person may invoice (ARCHITECTURE.md's access table, decisions/0026): an administrator
 * always, an employee with allowedToInvoice, nobody else (customers, suppliers). The session does not carry the
 * flag, so an employee's is read once (shared with the sidebar and the overview by its key).
 */
export function useInvoiceAccess(session: MeAndSettings | null | undefined): InvoiceAccess {
  const role = session?.me.role;
  const employee = role === 'employee' && session?.company !== null;
  const { data, isPending } = useQuery({
    queryKey: ['myInvoicePermission', session?.me.id],
    queryFn: () => request(myInvoicePermissionQuery),
    enabled: employee,
    staleTime: 60_000,
  });
  return {
    allowed:
      (role === 'administrator' && session?.company !== null) ||
      (employee && data?.me.permissions.allowedToInvoice === true),
    // A failed read counts as loaded (and not allowed): the page says 'Ingen adgang' rather than load for ever.
    loaded: !employee || !isPending,
  };
}
