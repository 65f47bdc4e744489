import { queryOptions } from '@tanstack/react-query';
import { graphql, request } from '../../lib/graphql.ts';

const invitationQuery = graphql(`
  query invitation($token: String!) {
    invitation(token: $token) {
      valid
      passwordReset
      firstName
      email
      companyName
    }
  }
`);
const acceptMutation = graphql(`
  mutation acceptInvitation($token: String!, $password: String!) {
    acceptInvitation(token: $token, password: $password)
  }
`);

export const invitationOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: async () => (await request(invitationQuery, { token })).invitation,
    staleTime: Infinity,
    retry: false,
  });

export async function acceptInvitation(token: string, password: string): Promise<void> {
  await request(acceptMutation, { token, password });
}
