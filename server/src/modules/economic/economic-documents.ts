import { customerDisplayName } from '@servio/domain';
import type { CustomerRow, EconomicConnectionRow, InvoiceLineRow, InvoiceRow } from '../../db/tables/index.ts';

/**
 * Our records as e-conomic's documents (restdocs.e-conomic.com: POST /customers, PUT /products/:productNumber,
 * POST /invoices/drafts), pure. Amounts: øre → kroner, thousandths → units, basis points → percent.
 */

/** e-conomic's productNumber is a string of at most 25 characters. */
export const productNumberOf = (sku: string) => sku.slice(0, 25);

/** The product of lines that are no item (a visit's fixed price, a typed line): one, made like the others. */
export const serviceProduct = { productNumber: 'SERVIO-YDELSE', name: 'Ydelse (Servio)' };

const kroner = (oere: number) => Math.round(oere) / 100;

/** e-conomic refuses null (its "Nulling" rule): a property without a value is left out. */
function present<T extends Record<string, unknown>>(doc: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(doc).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  ) as Partial<T>;
}

export function customerDocument(customer: CustomerRow, number: number, connection: EconomicConnectionRow) {
  return present({
    customerNumber: number,
    name: (customerDisplayName(customer) || `Kunde ${number}`).slice(0, 255),
    currency: 'DKK',
    customerGroup: { customerGroupNumber: connection.customerGroupNumber },
    paymentTerms: { paymentTermsNumber: connection.paymentTermsNumber },
    vatZone: { vatZoneNumber: connection.vatZoneNumber },
    address: customer.streetAddress,
    zip: customer.zipcode,
    city: customer.city,
    corporateIdentificationNumber: customer.companyCvr,
    ean: customer.ean,
    email: customer.email,
  });
}

export function productDocument(
  product: { productNumber: string; name: string; salesPrice?: number | null; costPrice?: number | null },
  connection: EconomicConnectionRow,
) {
  return present({
    productNumber: product.productNumber,
    name: product.name.slice(0, 300),
    productGroup: { productGroupNumber: connection.productGroupNumber },
    salesPrice: product.salesPrice == null ? null : kroner(product.salesPrice),
    costPrice: product.costPrice == null ? null : kroner(product.costPrice),
  });
}

export interface DraftInput {
  invoice: InvoiceRow;
  lines: (InvoiceLineRow & { productNumber: string })[];
  customer: CustomerRow;
  customerNumber: number;
  connection: EconomicConnectionRow;
}

/**
 * The draft: `references.other` carries our invoice's id, how a retry finds a draft a crashed attempt made. A credit
 * note is an invoice with negative quantities in e-conomic (its lines are stored with positive quantities and
 * negative amounts here), so it is booked as money back and not as a second sale.
 */
export function draftDocument({ invoice, lines, customer, customerNumber, connection }: DraftInput) {
  const sign = invoice.kind === 'creditNote' ? -1 : 1;
  return {
    date: invoice.issueDate,
    ...(invoice.dueDate ? { dueDate: invoice.dueDate } : {}),
    currency: 'DKK',
    customer: { customerNumber },
    paymentTerms: { paymentTermsNumber: connection.paymentTermsNumber },
    layout: { layoutNumber: connection.layoutNumber },
    recipient: present({
      name: invoice.customerName,
      address: customer.streetAddress,
      zip: customer.zipcode,
      city: customer.city,
      ean: customer.ean,
      vatZone: { vatZoneNumber: connection.vatZoneNumber },
    }),
    references: { other: invoice.id },
    ...(invoice.note ? { notes: { heading: invoice.note.slice(0, 250) } } : {}),
    lines: lines.map((line, index) => ({
      lineNumber: index + 1,
      sortKey: index + 1,
      description: line.description.slice(0, 2500),
      product: { productNumber: line.productNumber },
      quantity: (sign * line.quantity) / 1000,
      unitNetPrice: kroner(line.unitPrice),
      discountPercentage: line.discountBp / 100,
    })),
  };
}
