import { useQuery } from '@tanstack/react-query';
import type { MeAndSettings } from '../../lib/auth.ts';
import { graphql, request } from '../../lib/graphql.ts';

const uploadRulesQuery = graphql(`
  query myUploadRules {
    me {
      id
      permissions {
        allowedToUploadDocuments
      }
    }
    company {
      id
      maxUploadMb
    }
  }
`);

export interface FileAccess {
  images: boolean;
  documents: boolean;
  /** The company's limit per file, once known: a larger file is refused here before it is sent. */
  maxMb: number | undefined;
}

/**
 * What the viewer may add (the server checks the same): images anyone on the staff who sees the visit or customer;
 * documents administrators, and employees with allowedToUploadDocuments (the spec's "images always allowed").
 */
export function useFileAccess(session: MeAndSettings): FileAccess {
  const admin = session.me.role === 'administrator';
  const staff = admin || session.me.role === 'employee' || session.me.role === 'supplier';
  const rules = useQuery({
    queryKey: ['me', 'uploadRules'],
    queryFn: () => request(uploadRulesQuery),
    enabled: staff,
    staleTime: 5 * 60_000,
  });
  return {
    images: staff,
    documents: admin || rules.data?.me.permissions.allowedToUploadDocuments === true,
    maxMb: rules.data?.company?.maxUploadMb,
  };
}
