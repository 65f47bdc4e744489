/** A customer as every customer picker lists it: the name, and the city to tell two of the same name apart. */
interface PickableCustomer {
  name: string;
  address: { city: string | null };
}

export const customerOptionText = (c: PickableCustomer) => (c.address.city ? `${c.name}, ${c.address.city}` : c.name);

export function CustomerOption({ customer }: { customer: PickableCustomer }) {
  return (
    <>
      <span className="font-medium">{customer.name}</span>
      {customer.address.city && <span className="ml-2 text-xs text-muted">{customer.address.city}</span>}
    </>
  );
}
