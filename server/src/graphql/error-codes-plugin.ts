import {
  GraphQLError,
  Kind,
  coerceInputValue,
  isInputType,
  isNonNullType,
  typeFromAST,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

const refuse = (field: string, message: string, reason?: unknown) =>
  new GraphQLError(message, {
    extensions: { code: 'BAD_USER_INPUT', field, ...(typeof reason === 'string' ? { reason } : {}) },
  });

/**
 * The operation's variables checked against their declared types with graphql's own `coerceInputValue`, whose
 * onError hands over the path inside the value: each refusal names its field as the variable and that path
 * joined by '.' (`input.version`, `input.tagValues.0.values`), from structured information rather than from
 * the wording of graphql-js's (or graphql-jit's) messages. Refusals a scalar makes itself (an invalid DateTime)
 * keep their reason.
 */
export function variableErrors(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // An unknown or non-input type is the document's fault, which validation has already answered.
    if (!type || !isInputType(type)) continue;
    const given = Object.hasOwn(variables, name);
    const value = variables[name];
    if (!given || value === undefined) {
      if (isNonNullType(type) && !definition.defaultValue) {
        errors.push(refuse(name, `Variable "$${name}" of required type "${String(type)}" was not provided`));
      }
      continue;
    }
    if (value === null && isNonNullType(type)) {
      errors.push(refuse(name, `Variable "$${name}" of non-null type "${String(type)}" must not be null`));
      continue;
    }
    coerceInputValue(value, type, (path, _invalid, error) => {
      const field = [name, ...path].join('.');
      errors.push(refuse(field, `Invalid value at "${field}": ${error.message}`, error.extensions?.reason));
    });
  }
  return errors;
}

function selectedOperation(document: DocumentNode, operationName?: string | null) {
  return document.definitions.find(
    (d): d is OperationDefinitionNode =>
      d.kind === Kind.OPERATION_DEFINITION && (!operationName || d.name?.value === operationName),
  );
}

/**
 * Every error carries a stable code (contract.md). Variables the schema refuses are BAD_USER_INPUT with the field
 * (checked before the compiled executor runs: it sits after graphql-jit, whose executor it wraps, and before the
 * execution plugin, so an access refusal still comes first). Other refusals without a code (the armor limits on
 * depth, aliases and tokens) are the client's fault: BAD_REQUEST.
 */
export function errorCodesPlugin(): Plugin {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = selectedOperation(args.document, args.operationName);
      if (!operation?.variableDefinitions?.length) return;
      setExecuteFn((execArgs) => {
        const errors = variableErrors(
          execArgs.schema,
          operation,
          (execArgs.variableValues ?? {}) as Record<string, unknown>,
        );
        return errors.length ? { errors } : executeFn(execArgs);
      });
    },
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.some((e) => !e.extensions?.code)) return;
      setResult({
        ...result,
        errors: result.errors.map((e) =>
          e.extensions?.code
            ? e
            : new GraphQLError(e.message, { extensions: { ...e.extensions, code: 'BAD_REQUEST' } }),
        ),
      });
    },
  };
}
