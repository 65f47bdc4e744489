import SchemaBuilder from '@pothos/core';
import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import type { Context } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  DefaultInputFieldRequiredness: false;
  Scalars: {
    ID: { Input: string; Output: string };
    DateTime: { Input: Date; Output: Date };
    JSON: { Input: unknown; Output: unknown };
  };
}>({ defaultFieldNullability: false });

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
    if (Number.isNaN(date.getTime())) {
      throw new GraphQLError('Invalid DateTime', { extensions: { code: 'BAD_USER_INPUT', reason: 'date_invalid' } });
    }
    return date;
  },
});

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast)),
});

builder.queryType({});
builder.mutationType({});
