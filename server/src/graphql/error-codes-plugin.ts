import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** `Variable "$input" got invalid value … at "input.version"; …` → the field named. */
const invalidVariable =
  /^Variable "\$([\w]+)" (?:got invalid value .*? at "([^"]+)"|got invalid value|of required type .* was not provided|of non-null type .* must not be null)/s;

function codeFor(message: string): { code: string; field?: string } {
  const match = invalidVariable.exec(message);
  if (match) return { code: 'BAD_USER_INPUT', field: match[2] ?? match[1] };
  // Other refusals without a code (the armor limits on depth, aliases and tokens) are the client's fault.
  return { code: 'BAD_REQUEST' };
}

/** Every error carries a stable code (contract.md); input the schema refuses is BAD_USER_INPUT with the field. */
export function errorCodesPlugin(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      // Also a scalar's own refusal in a variable (an invalid DateTime: BAD_USER_INPUT without a field) gets its field.
      const needsCode = (e: GraphQLError) =>
        !e.extensions?.code ||
        e.extensions.code === 'BAD_REQUEST' ||
        (e.extensions.code === 'BAD_USER_INPUT' && !e.extensions.field);
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some(needsCode)) return;
      setResult({
        ...result,
        errors: result.errors.map((e) => {
          if (!needsCode(e)) return e;
          if (e.extensions?.code === 'BAD_USER_INPUT') {
            const field = codeFor(e.message).field;
            return field ? new GraphQLError(e.message, { extensions: { ...e.extensions, field } }) : e;
          }
          return new GraphQLError(e.message, { extensions: { ...e.extensions, ...codeFor(e.message) } });
        }),
      });
    },
  };
}
