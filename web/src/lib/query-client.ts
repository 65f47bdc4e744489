import { QueryCache, QueryClient, MutationCache } from '@tanstack/react-query';
import { GraphQLRequestError, NetworkError } from './errors.ts';
import { notifyRequestError } from './notify.ts';
import { sessionQueryKey } from './auth.ts';

/** Do not retry what cannot succeed by retrying (auth, permissions, bad input, conflicts). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof GraphQLRequestError) {
    return error.code === 'INTERNAL_SERVER_ERROR' && failureCount < 1;
  }
  return error instanceof NetworkError && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  // A request refused as UNAUTHENTICATED means the session ended (expired, revoked, signed out elsewhere):
  // re-check it, and the admin shell sends the user to sign-in when it comes back empty.
  const onAuthError = (error: unknown) => {
    if (error instanceof GraphQLRequestError && error.code === 'UNAUTHENTICATED') {
      void client.invalidateQueries({ queryKey: sessionQueryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
    // Background refetch failures of data already on screen get a toast; first loads show their own error state.
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== sessionQueryKey[0]) onAuthError(error);
        if (query.state.data !== undefined) notifyRequestError(error);
      },
    }),
    // Mutations without their own onError still tell the user what happened.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        onAuthError(error);
        if (!mutation.options.onError) notifyRequestError(error);
      },
    }),
  });
  return client;
}
