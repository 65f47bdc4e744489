import { useQuery } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { graphql, request } from '../../lib/graphql.ts';

const uploadPermissionQuery = graphql(`
  query myUploadPermission {
    me {
      id
      permissions {
        allowedToUploadDocuments
      }
    }
  }
`);

/**
 * What the viewer may add (the server checks the same): images anyone who sees the visit or customer; documents
 * administrators, and employees with allowedToUploadDocuments (the spec's "images always allowed").
 */
export function useFileAccess(session: MeAndSettings): { images: boolean; documents: boolean } {
  const admin = session.me.role === 'administrator';
  const staff = admin || session.me.role === 'employee' || session.me.role === 'supplier';
  const permission = useQuery({
    queryKey: ['me', 'uploadPermission'],
    queryFn: async () => (await request(uploadPermissionQuery)).me.permissions.allowedToUploadDocuments,
    enabled: staff && !admin,
  });
  return { images: staff, documents: admin || permission.data === true };
}
