import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * The most an operation may cost. A field costs 1 plus what it selects, and a list with a `limit` argument multiplies
 * what it selects by that limit (50 when left out, as the services default): the web's heaviest query, the visits map
 * (500 visits with their row fields), costs about 18,000; 15 aliases of it cost fifteen times that.
 */
export const maxOperationCost = 25_000;
const defaultLimit = 50;
/** No list serves more than this (pageBounds clamps), so a larger limit costs no more. */
const largestLimit = 500;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
}

function intValue(node: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!node) return null;
  if (node.kind === Kind.INT) return Number(node.value);
  if (node.kind === Kind.VARIABLE) {
    const value = variables[node.name.value];
    return typeof value === 'number' ? value : null;
  }
  return null;
}

/** How many items a field's selection is paid for: its `limit` (bounded) when the field takes one, else once. */
function itemsOf(node: FieldNode, field: GraphQLField<unknown, unknown>, variables: Record<string, unknown>): number {
  if (!field.args.some((arg) => arg.name === 'limit')) return 1;
  const limit = intValue(node.arguments?.find((arg) => arg.name.value === 'limit')?.value, variables);
  return Math.min(Math.max(limit ?? defaultLimit, 1), largestLimit);
}

function selectionCost(set: SelectionSetNode, type: GraphQLNamedType | undefined, walk: Walk): number {
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field =
        type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields()[selection.name.value] : undefined;
      const inner =
        field && selection.selectionSet ? selectionCost(selection.selectionSet, getNamedType(field.type), walk) : 0;
      total += 1 + (field ? itemsOf(selection, field, walk.variables) : 1) * inner;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const condition = selection.typeCondition && walk.schema.getType(selection.typeCondition.name.value);
      total += selectionCost(selection.selectionSet, condition ?? type, walk);
    } else {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment)
        total += selectionCost(fragment.selectionSet, walk.schema.getType(fragment.typeCondition.name.value), walk);
    }
  }
  return total;
}

/** The estimated cost of the operation a request runs (validation has refused fragment cycles before this). */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Record<string, unknown> = {},
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operation = document.definitions.find(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && (!operationName || definition.name?.value === operationName),
  );
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return selectionCost(operation.selectionSet, root ?? undefined, { schema, fragments, variables });
}

/** Refuses an operation estimated to cost more than `maxCost` before it runs (BAD_REQUEST, reason query_too_costly). */
export function costLimitPlugin(maxCost = maxOperationCost): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const variables = (args.variableValues ?? {}) as Record<string, unknown>;
      const cost = operationCost(args.schema, args.document, args.operationName, variables);
      if (cost > maxCost) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(`Query too costly (${cost}, at most ${maxCost})`, {
              extensions: { code: 'BAD_REQUEST', reason: 'query_too_costly', cost, maxCost },
            }),
          ],
        });
      }
    },
  };
}
