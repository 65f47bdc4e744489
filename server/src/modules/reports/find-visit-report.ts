import { findVisit } from '../visits/index.ts';
import type { TenantScope } from '../../core/scope.ts';
import { reportRecord, type VisitReportRecord } from './report-record.ts';

/** A visit's report and its template version, for a visit the actor sees (NOT_FOUND otherwise). */
export async function findVisitReport(scope: TenantScope, visitId: string): Promise<VisitReportRecord> {
  const visit = await findVisit(scope, { id: visitId });
  return reportRecord(scope, visit);
}
