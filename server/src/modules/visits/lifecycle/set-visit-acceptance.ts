import { visitAcceptanceInputSchema } from '@servio/domain';
import type { z } from 'zod';
import { badInput } from '../../../core/errors.ts';
import type { TenantScope } from '../../../core/scope.ts';
import { parseInput } from '../../../core/validate.ts';
import { visitCompanyFlags } from '../form/company-flags.ts';
import { findVisit } from '../queries/find-visit.ts';
import { saveVisit } from '../save-visit.ts';
import type { VisitRow } from '../visit-rows.ts';

/** Accepts or declines a visit the actor sees (with enableAcceptVisits). */
export async function setVisitAcceptance(
  scope: TenantScope,
  input: z.input<typeof visitAcceptanceInputSchema>,
): Promise<VisitRow> {
  const { id, version, acceptance } = parseInput(visitAcceptanceInputSchema, input);
  await findVisit(scope, { id });
  if (!(await visitCompanyFlags(scope)).enableAcceptVisits) throw badInput('acceptance', 'visit.acceptanceDisabled');
  return saveVisit(scope, id, version, { acceptance });
}
