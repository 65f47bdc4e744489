import type { VisitPatch } from '@servio/domain';
import { badInput } from '../../../core/errors.ts';
import type { CompanyScope } from '../../../core/scope.ts';
import { materialsLockVisit } from '../../materials/index.ts';
import type { VisitRow } from '../visit-rows.ts';

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * The spec's rule: a visit holding a unit with a fixed address or a connected customer cannot move to another
 * customer or address (the unit stays where it is). Only units that stay on the visit lock it, so removing them and
 * moving the visit in one save is allowed. The form sends every field, so a change is a different value, not a field.
 */
export async function refuseMaterialMove(
  scope: CompanyScope,
  current: VisitRow,
  data: VisitPatch,
  materielIds: readonly string[],
): Promise<void> {
  const kept = current.materielIds.filter((id) => materielIds.includes(id));
  const customerChanged = data.customerId !== undefined && (data.customerId ?? null) !== current.customerId;
  const useCustomerAddress = data.useCustomerAddress ?? current.useCustomerAddress;
  const a = data.address;
  const addressChanged =
    useCustomerAddress !== current.useCustomerAddress ||
    (!useCustomerAddress &&
      a !== undefined &&
      !(
        same(a?.streetAddress, current.streetAddress) &&
        same(a?.zipcode, current.zipcode) &&
        same(a?.city, current.city)
      ));
  if (!customerChanged && !addressChanged) return;
  if (!(await materialsLockVisit(scope, kept))) return;
  throw badInput(customerChanged ? 'input.customerId' : 'input.address', 'visit.lockedByMateriel');
}
