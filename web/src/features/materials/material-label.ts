import { materialLabel } from '@servio/domain/material';
import { formatAddress } from '../../lib/format/index.ts';

/** A unit as a line names it: its own name, else its model and serial number. */
export const materialTitle = (m: { name: string | null; serialNumber: string | null; productName: string }) =>
  materialLabel(m);

/** Where the unit is: its fixed address, else its customer's name. */
export function materialWhere(m: {
  address: { streetAddress: string | null; zipcode: string | null; city: string | null } | null;
  customer: { name: string } | null;
}): string {
  if (m.address) return formatAddress(m.address);
  return m.customer?.name ?? '';
}
