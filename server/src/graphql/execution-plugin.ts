import {
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Db } from '../db/client.ts';
import { withTenant } from '../db/tenant.ts';
import { accessRules, decideAccess, ownerConnectionKinds } from './access.ts';
import type { Context } from './context.ts';
import { logUnexpectedErrors } from './error-log.ts';
import { ownTransactionFields } from './own-transactions.ts';
import { graphqlError } from './errors.ts';

/** Root field names an operation selects, through fragments; introspection fields are left out. */
export function rootFields(operation: OperationDefinitionNode, document: DocumentNode): string[] {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const names = new Set<string>();
  const visit = (set: SelectionSetNode, seen: Set<string>) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        if (!selection.name.value.startsWith('__')) names.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, seen);
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return [...names];
}

class RollbackWithResult {
  constructor(readonly result: unknown) {}
}

/**
 * Checks the access table for every root field, then runs the operation in one transaction as the
 * application role with the viewer's company set (row-level security). An operation that ends in an
 * error is rolled back whole, so a failed save writes nothing.
 */
export function executionPlugin(): Plugin<Context> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as Context;
      const document = args.document as DocumentNode;
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION && (!args.operationName || d.name?.value === args.operationName),
      );
      if (!operation) return;
      const operationName = operation.name?.value ?? null;
      const typeName = operation.operation === 'mutation' ? 'Mutation' : 'Query';
      const fields = rootFields(operation, document);
      for (const field of fields) {
        const decision = decideAccess(accessRules[`${typeName}.${field}`], ctx.viewer);
        if (decision !== 'allowed') {
          const error =
            decision === 'UNAUTHENTICATED'
              ? graphqlError('UNAUTHENTICATED', 'Not signed in')
              : graphqlError('FORBIDDEN', 'Not allowed', { field });
          setExecuteFn(() => ({ errors: [error] }));
          return;
        }
      }
      const userId = ctx.viewer?.userId ?? null;
      const companyId = ctx.viewer?.companyId ?? null;
      // A superadmin's operations cross companies and anonymous ones (invitation links) have no company yet:
      // they run on the owner connection, in their own transaction. (Running them inside a tenant transaction
      // would also deadlock PGlite's one connection.) Mixed with tenant fields, those would escape row-level
      // security, so such an operation is refused.
      const onOwner = fields.map((field) => ownerConnectionKinds.has(accessRules[`${typeName}.${field}`]!.kind));
      const crossesCompanies = onOwner.some(Boolean);
      // An operation that calls e-conomic opens its own short transactions (own-transactions.ts): alone too.
      const own = fields.map((field) => ownTransactionFields.has(`${typeName}.${field}`));
      const ownTransactions = own.some(Boolean);
      if (
        (crossesCompanies && !onOwner.every(Boolean)) ||
        (ownTransactions && (!own.every(Boolean) || crossesCompanies))
      ) {
        setExecuteFn(() => ({
          errors: [
            graphqlError('BAD_USER_INPUT', 'Send this operation on its own', { reason: 'operation.mixedScopes' }),
          ],
        }));
        return;
      }
      const database = ctx.services.database.db;
      if (ownTransactions) {
        ctx.inTenant = (work) => withTenant(database, { companyId, userId }, work);
        setExecuteFn(async (execArgs) => {
          const result = await executeFn(execArgs);
          if ('errors' in result && result.errors?.length) logUnexpectedErrors(ctx, operationName, result.errors);
          return result;
        });
        return;
      }
      const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
        crossesCompanies
          ? database.transaction((tx) => work(tx as unknown as Db))
          : withTenant(database, { companyId, userId }, work);
      setExecuteFn(async (execArgs) => {
        try {
          return await inTransaction(async (tx) => {
            ctx.db = tx;
            const result = await executeFn(execArgs);
            // An answer with errors is rolled back, not committed: a failed mutation writes nothing, and a
            // statement that failed has aborted the transaction anyway (PGlite throws on committing one).
            if ('errors' in result && result.errors?.length) {
              logUnexpectedErrors(ctx, operationName, result.errors);
              throw new RollbackWithResult(result);
            }
            return result;
          });
        } catch (error) {
          if (error instanceof RollbackWithResult) return error.result as never;
          // The transaction itself failed (its commit, the connection): logged here, masked by Yoga.
          logUnexpectedErrors(ctx, operationName, [error]);
          throw error;
        }
      });
    },
  };
}
