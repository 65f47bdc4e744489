import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** PostgreSQL cannot store NUL in text; such input is refused up front instead of failing deep inside. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const found = findNul(inner, path ? `${path}.${key}` : key);
      if (found) return found;
    }
  }
  return null;
}

const refuse = (field: string) =>
  new GraphQLError(`Invalid ${field}: text cannot contain NUL`, {
    extensions: { code: 'BAD_USER_INPUT', field, reason: 'text_nul' },
  });

/** Runs on the raw request, before parsing, access checks or execution. */
export function inputGuardPlugin(): Plugin {
  return {
    onParams({ params, setResult }) {
      // A NUL byte itself, or the GraphQL escape that means one.
      const query = typeof params.query === 'string' ? params.query : '';
      const inQuery = query.includes('\u0000') || query.includes('\\u0000') ? 'query' : null;
      const field = findNul(params.variables ?? {}, '') ?? inQuery;
      if (field) setResult({ errors: [refuse(field)] });
    },
  };
}
