import { loadSharp } from '../../core/sharp.ts';
import type { ReportField, ReportSignature, ReportValues } from '@servio/domain';
import { badInput } from '../../core/errors.ts';
import type { TenantScope } from '../../core/scope.ts';
import { liveVisitImageIds, readStoredFile } from '../files/index.ts';

/** The stored files a report's answers name, by field: photos and signatures. */
export function reportFileIds(fields: readonly ReportField[], values: ReportValues): Map<string, string[]> {
  const byField = new Map<string, string[]>();
  for (const field of fields) {
    const answer = values[field.id];
    if (!answer) continue;
    if (field.type === 'photo') byField.set(field.id, answer as string[]);
    if (field.type === 'signature') byField.set(field.id, [(answer as ReportSignature).fileId]);
  }
  return byField;
}

/**
 * Refuses an answer naming a file that is not an image of this visit (another visit's, another company's, a deleted
 * one): a report shows only what was taken on its visit.
 */
export async function refuseForeignFiles(
  scope: TenantScope,
  visitId: string,
  fields: readonly ReportField[],
  values: ReportValues,
): Promise<void> {
  const byField = reportFileIds(fields, values);
  const known = await liveVisitImageIds(scope, visitId, [...new Set([...byField.values()].flat())]);
  for (const [fieldId, fileIds] of byField) {
    if (fileIds.some((id) => !known.has(id))) throw badInput(`input.values.${fieldId}`, 'report.fileNotFound');
  }
}

/**
 * Refuses a signature whose image is empty (every pixel the same: an unsigned pad), checked for each signature the
 * save brings that the report did not hold before. The pad refuses it in the browser first.
 */
export async function refuseEmptySignatures(
  scope: TenantScope,
  fields: readonly ReportField[],
  values: ReportValues,
  previous: ReportValues,
): Promise<void> {
  for (const field of fields) {
    if (field.type !== 'signature') continue;
    const signature = values[field.id] as ReportSignature | null | undefined;
    if (!signature || (previous[field.id] as ReportSignature | null | undefined)?.fileId === signature.fileId) continue;
    const { bytes } = await readStoredFile(scope, signature.fileId);
    const { channels } = await (await loadSharp())(bytes).stats();
    if (channels.every((c) => c.min === c.max)) throw badInput(`input.values.${field.id}`, 'report.signatureEmpty');
  }
}
