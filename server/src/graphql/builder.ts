import SchemaBuilder from '@pothos/core';
import { GraphQLError, Kind, valueFromASTUntyped } from 'graphql';
import { isValidIsoDate } from '@servio/domain';
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
    const date = typeof value === 'string' ? parseDateTime(value) : null;
    if (!date) {
      throw new GraphQLError('Invalid DateTime', { extensions: { code: 'BAD_USER_INPUT', reason: 'date_invalid' } });
    }
    return date;
  },
});

/** `YYYY-MM-DD`, optionally with a time (seconds and fraction optional) and a zone. */
const isoDateTime =
  /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * An ISO 8601 instant, or null. `new Date` alone takes 2026-02-29 as 1 March and year 0000 as a date PostgreSQL then
 * refuses mid-query (a 500): the calendar date must exist and lie in 1900–2200, as every date the product handles does.
 */
export function parseDateTime(text: string): Date | null {
  const match = isoDateTime.exec(text);
  if (!match || !isValidIsoDate(match[1]!)) return null;
  const [hours, minutes, seconds] = [match[2], match[3], match[4]].map((part) => Number(part ?? 0));
  if (hours! > 23 || minutes! > 59 || seconds! > 59) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}

builder.scalarType('JSON', {
  description: 'Any JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast) => (ast.kind === Kind.NULL ? null : valueFromASTUntyped(ast)),
});

builder.queryType({});
builder.mutationType({});
