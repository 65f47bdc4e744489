import DataLoader from 'dataloader';
import type { CustomerRow } from '../db/tables/index.ts';
import { findChildrenOfCustomers, findCustomersByIds, findCustomersWithLogin } from '../modules/customers/index.ts';
import { findDepartmentsByIds, type DepartmentWithCount } from '../modules/departments/index.ts';
import { oneAtATime } from '../core/one-at-a-time.ts';
import { tenantScope, type Context } from './context.ts';

/**
 * The request's batch loaders: a field resolved on every row of a list (an employee's department, a customer's
 * parent) asks its loader, which sends one query for the whole list instead of one per row. They live as long as
 * the request (a WeakMap entry on its context), so nothing is cached across requests or people, and each batch
 * runs in the request's own transaction (`ctx.db`, read when the batch runs).
 */
export interface RequestLoaders {
  customerById: DataLoader<string, CustomerRow | null>;
  childrenOfCustomer: DataLoader<string, CustomerRow[]>;
  customerHasLogin: DataLoader<string, boolean>;
  departmentById: DataLoader<string, DepartmentWithCount | null>;
}

const byId = <T extends { id: string }>(ids: readonly string[], rows: T[]): (T | null)[] => {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => found.get(id) ?? null);
};

function createLoaders(ctx: Context): RequestLoaders {
  const scope = () => tenantScope(ctx);
  const inTurn = oneAtATime();
  const batch = <V>(load: (ids: readonly string[]) => Promise<V[]>) =>
    new DataLoader<string, V>((ids) => inTurn(() => load(ids)));
  return {
    customerById: batch(async (ids) => byId(ids, await findCustomersByIds(scope(), ids))),
    childrenOfCustomer: batch(async (ids) => {
      const children = await findChildrenOfCustomers(scope(), ids);
      return ids.map((id) => children.get(id) ?? []);
    }),
    customerHasLogin: batch(async (ids) => {
      const withLogin = await findCustomersWithLogin(scope(), ids);
      return ids.map((id) => withLogin.has(id));
    }),
    departmentById: batch(async (ids) => byId(ids, await findDepartmentsByIds(scope(), ids))),
  };
}

const requestLoaders = new WeakMap<Context, RequestLoaders>();

/** The request's loaders, created on first use. */
export function loadersOf(ctx: Context): RequestLoaders {
  let loaders = requestLoaders.get(ctx);
  if (!loaders) requestLoaders.set(ctx, (loaders = createLoaders(ctx)));
  return loaders;
}
