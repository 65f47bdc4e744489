import { initGraphQLTada, type TadaDocumentNode } from 'gql.tada';
import { print, type DocumentNode } from '@0no-co/graphql.web';
import type { introspection } from '../graphql-env.d.ts';
import { apiUrl } from './api.ts';
import { GraphQLRequestError, NetworkError, toErrorCode } from './errors.ts';

/** Typed documents from the committed schema (server/schema.graphql); `npm run gql:check -w web` validates them. */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; JSON: unknown };
}>();

export type { ResultOf, VariablesOf } from 'gql.tada';

interface GraphQLErrorShape {
  message?: string;
  extensions?: { code?: unknown; field?: unknown; [key: string]: unknown };
}

function operationNameOf(document: DocumentNode): string | undefined {
  for (const definition of document.definitions) {
    if (definition.kind === 'OperationDefinition' && definition.name) return definition.name.value;
  }
  return undefined;
}

// Printing is cached per document: documents are module-level constants.
const printed = new WeakMap<DocumentNode, string>();
function queryText(document: DocumentNode): string {
  let text = printed.get(document);
  if (text === undefined) {
    text = print(document);
    printed.set(document, text);
  }
  return text;
}

/**
 * POSTs one operation as JSON (the server refuses other content types: CSRF protection).
 * Throws GraphQLRequestError with the first error's code and field, or NetworkError when no usable answer came back.
 */
export async function request<TResult, TVariables>(
  document: TadaDocumentNode<TResult, TVariables>,
  variables?: TVariables,
): Promise<TResult> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/graphql'), {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        query: queryText(document as DocumentNode),
        variables: variables ?? {},
        operationName: operationNameOf(document as DocumentNode),
      }),
    });
  } catch (cause) {
    throw new NetworkError('GraphQL request failed', { cause });
  }

  let body: { data?: TResult | null; errors?: GraphQLErrorShape[] };
  try {
    body = (await response.json()) as typeof body;
  } catch (cause) {
    // A proxy error page or an empty 502 is not an API answer.
    if (response.status >= 500) throw new GraphQLRequestError(`HTTP ${response.status}`, 'INTERNAL_SERVER_ERROR');
    throw new NetworkError(`Unreadable response (HTTP ${response.status})`, { cause });
  }

  const first = body.errors?.[0];
  if (first) {
    const field = typeof first.extensions?.field === 'string' ? first.extensions.field : undefined;
    throw new GraphQLRequestError(
      first.message ?? 'GraphQL error',
      toErrorCode(first.extensions?.code),
      field,
      first.extensions ?? {},
    );
  }
  if (body.data == null) throw new GraphQLRequestError(`HTTP ${response.status} without data`, 'UNKNOWN');
  return body.data;
}
