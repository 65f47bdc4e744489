import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { customerDisplayName } from '@servio/domain';
import { customers, equipmentProducts, materials, storedFiles, visits } from '../../db/tables/index.ts';
import { pageBounds, pageTotal, type Page, type PageArgs } from '../../core/paging.ts';
import type { TenantScope } from '../../core/scope.ts';
import { sharedWithCustomerFiles } from './customer-shared-files.ts';
import type { FileKind } from './file-kind.ts';
import { sameCompany } from '../../db/sql.ts';

/** What a shared file hangs on, as the portal names it. */
export interface MyDocumentOwner {
  kind: 'visit' | 'customer' | 'material';
  id: string;
  /** A visit's case number, a customer's name, a unit's name (else its model). */
  label: string;
}

/** A file shared with a customer's login, as its portal shows it: nothing of who uploaded it or where it is stored. */
export interface MyDocument {
  id: string;
  name: string;
  kind: FileKind;
  mimeType: string;
  size: number;
  createdAt: Date;
  attachedTo: MyDocumentOwner;
}

// Aliases the sharing rule is written against (f) and the owners' names are read from.
const f = alias(storedFiles, 'f');
const dv = alias(visits, 'dv');
const dc = alias(customers, 'dc');
const dm = alias(materials, 'dm');
const dp = alias(equipmentProducts, 'dp');

/**
 * The files the office shared with a customer's login (customer-shared-files.ts), newest first, a page at a time,
 * each with what it hangs on; for anyone else an empty page. The owners' names come in the same statement.
 */
export async function myDocuments(scope: TenantScope, args: PageArgs): Promise<Page<MyDocument>> {
  const { limit, offset } = pageBounds(args, { limit: 25, maxLimit: 100 });
  const rule = sharedWithCustomerFiles(scope.actor);
  const rows = await scope.db
    .select({
      id: f.id,
      name: f.name,
      kind: f.kind,
      mimeType: f.mimeType,
      size: f.size,
      createdAt: f.createdAt,
      visitId: f.visitId,
      customerId: f.customerId,
      materialId: f.materialId,
      caseNumber: dv.caseNumber,
      customer: {
        firstName: dc.firstName,
        lastName: dc.lastName,
        companyName: dc.companyName,
        email: dc.email,
        useCompany: dc.useCompany,
      },
      materialName: sql<string | null>`coalesce(nullif(trim(${dm.name}), ''), ${dp.name})`,
      totalCount: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(f)
    .leftJoin(dv, sameCompany(dv, f, eq(dv.id, f.visitId)))
    .leftJoin(dc, sameCompany(dc, f, eq(dc.id, f.customerId)))
    .leftJoin(dm, sameCompany(dm, f, eq(dm.id, f.materialId)))
    .leftJoin(dp, sameCompany(dp, dm, eq(dp.id, dm.productId)))
    .where(rule)
    .orderBy(desc(f.createdAt), desc(f.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map(
    ({ totalCount: _n, visitId, customerId, materialId, caseNumber, customer, materialName, ...file }) => ({
      ...file,
      kind: file.kind as FileKind,
      attachedTo: visitId
        ? { kind: 'visit' as const, id: visitId, label: String(caseNumber ?? '') }
        : materialId
          ? { kind: 'material' as const, id: materialId, label: materialName ?? '' }
          : { kind: 'customer' as const, id: customerId!, label: customerDisplayName(customer ?? {}) },
    }),
  );
  const totalCount = await pageTotal(rows, offset, async () => {
    const [counted] = await scope.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(f)
      .where(rule);
    return counted?.n ?? 0;
  });
  return { items, totalCount };
}
