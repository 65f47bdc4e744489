/** Street, then postcode and city: 'Nørregade 1, 1165 København K'; the parts that are missing are left out. */
export function formatAddress(
  a: { streetAddress: string | null; zipcode: string | null; city: string | null } | null | undefined,
): string {
  if (!a) return '';
  return [a.streetAddress, [a.zipcode, a.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}
