import { useQuery } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { graphql, request } from '../../lib/graphql.ts';

const myTimePermissionQuery = graphql(`
  query myTimePermission {
    me {
      id
      permissions {
        allowedToRegTime
      }
    }
  }
`);

/**
 * Whether the signed-in person may register and correct their own time (the server's rule in
 * registration-access.ts): an administrator always; anyone else with `allowedToRegTime` while the company has
 * `allowTimeReg`. False while the flag loads, so nothing is offered that the server would refuse.
 */
export function useMayRegisterTime(session: MeAndSettings): boolean {
  const admin = session.me.role === 'administrator';
  const companyAllows = Boolean(session.company?.allowTimeReg);
  const { data } = useQuery({
    queryKey: ['myTimePermission', session.me.id],
    queryFn: () => request(myTimePermissionQuery),
    enabled: !admin && companyAllows,
    staleTime: 60_000,
  });
  return admin || (companyAllows && data?.me.permissions.allowedToRegTime === true);
}
