import { sql } from 'drizzle-orm';
import type { MaterialServiceStatus } from '@servio/domain';
import {
  equipmentCategories,
  equipmentProducts,
  materials,
  type CustomerRow,
  type MaterialRow,
} from '../../db/tables/index.ts';
import { plannedSql, remindedSql } from './material-service-status.ts';

/**
 * A material as every answer gives it: its row, its product's model, interval and category (one join on primary
 * keys) and its service status (material-service-status.ts: whether a visit plans it and whether its due date was
 * reminded, two index lookups per row in the same statement).
 */
export type MaterialRecord = MaterialRow & {
  productName: string;
  productSupplier: string | null;
  productIntervalMonths: number | null;
  categoryId: string;
  categoryName: string;
  serviceStatus: MaterialServiceStatus;
  /** The customer's row when the list read it in its own statement (the GraphQL field then needs no loader). */
  customerRow?: CustomerRow | null;
  /** Its point on the map (its own coordinates, else its customer's) when the list computed it; null: none. */
  point?: { latitude: number; longitude: number } | null;
};

/** The select list of a material with its product and category (inner joins: a material always has a product). */
export const materialWithProduct = {
  material: materials,
  productName: equipmentProducts.name,
  productSupplier: equipmentProducts.supplier,
  productIntervalMonths: equipmentProducts.serviceIntervalMonths,
  categoryId: equipmentProducts.categoryId,
  categoryName: equipmentCategories.name,
  planned: sql<boolean>`${plannedSql}`,
  reminded: sql<boolean>`${remindedSql}`,
};

export type MaterialJoinedRow = {
  material: MaterialRow;
  productName: string;
  productSupplier: string | null;
  productIntervalMonths: number | null;
  categoryId: string;
  categoryName: string;
  planned: boolean;
  reminded: boolean;
};

/** The row as a record less its status, and the two facts its status follows from. */
export const flattenMaterial = ({ material, planned, reminded, ...product }: MaterialJoinedRow) => ({
  record: { ...material, ...product },
  planned: Boolean(planned),
  reminded: Boolean(reminded),
});
