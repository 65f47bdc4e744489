import { create } from 'xmlbuilder2';
import { assertOioublReady } from './ean-invoice.ts';
import type { LoadedInvoicePdf } from './load-invoice-pdf-input.ts';
import { oioublAmount, oioublLinePrice, oioublPercent, oioublQuantity, oioublUnitCode } from './oioubl-format.ts';

/**
 * The issued invoice or credit note as an OIOUBL 2.1 e-invoice (UBL 2.1 Invoice / CreditNote), the format NemHandel's
 * public receivers take (docs/decisions/0030-oioubl-ean-invoices.md): the NES profile 5 "basic billing" (no business
 * response to receive), the seller by CVR, the buyer by its EAN (GLN). Made from what the PDF is made from
 * (loadInvoicePdfInput), so both documents state the same lines and sums. Amounts are written without a sign: a
 * credit note states what it credits as positive amounts, as UBL's CreditNote does. CONFLICT for a draft, a
 * customer without EAN or a company without CVR (assertOioublReady), before anything is built.
 */
export function buildInvoiceOioubl(loaded: LoadedInvoicePdf): string {
  assertOioublReady(loaded);
  const { invoice, input } = loaded;
  const creditNote = invoice.kind === 'creditNote';
  // Stored credit notes carry negative amounts; the document states them positive.
  const sign = creditNote ? -1 : 1;
  const lines = input.lines.map((line) => ({ ...line, net: sign * line.net, vat: sign * line.vat }));
  const net = lines.reduce((sum, l) => sum + l.net, 0);
  const vat = lines.reduce((sum, l) => sum + l.vat, 0);

  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(
    namespaces[creditNote ? 'creditNote' : 'invoice'],
    creditNote ? 'CreditNote' : 'Invoice',
    {
      'xmlns:cac': namespaces.cac,
      'xmlns:cbc': namespaces.cbc,
    },
  );
  const doc = new Writer(root);
  doc.text('cbc:UBLVersionID', '2.1');
  doc.text('cbc:CustomizationID', customizationId);
  doc.text('cbc:ProfileID', profileId, { schemeAgencyID: '320', schemeID: 'urn:oioubl:id:profileid-1.2' });
  doc.text('cbc:ID', String(invoice.number));
  doc.text('cbc:UUID', invoice.id);
  doc.text('cbc:IssueDate', invoice.issueDate!);
  doc.text(creditNote ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode', creditNote ? '381' : '380', {
    listAgencyID: '320',
    listID: 'urn:oioubl:codelist:invoicetypecode-1.1',
  });
  if (invoice.note) doc.text('cbc:Note', invoice.note);
  doc.text('cbc:DocumentCurrencyCode', 'DKK');
  if (invoice.reference) doc.group('cac:OrderReference', (o) => o.text('cbc:ID', invoice.reference!));
  if (creditNote && input.invoice.creditedNumber !== null) {
    doc.group('cac:BillingReference', (b) =>
      b.group('cac:InvoiceDocumentReference', (r) => r.text('cbc:ID', String(input.invoice.creditedNumber))),
    );
  }
  supplierParty(doc, loaded);
  customerParty(doc, loaded);
  if (!creditNote) payment(doc, loaded, net + vat);
  taxTotal(doc, lines);
  doc.group('cac:LegalMonetaryTotal', (t) => {
    t.amount('cbc:LineExtensionAmount', net);
    // OIOUBL's own meaning (F-INV127): the VAT of the document, not the amount without it.
    t.amount('cbc:TaxExclusiveAmount', vat);
    t.amount('cbc:TaxInclusiveAmount', net + vat);
    t.amount('cbc:PayableAmount', net + vat);
  });
  lines.forEach((line, index) => invoiceLine(doc, line, index + 1, creditNote));
  return root.end({ prettyPrint: true });
}

const namespaces = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  creditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
};
/** OIOUBL 2.1 (schematron F-LIB002), and NES profile 5: billing without the buyer's business response. */
export const customizationId = 'OIOUBL-2.1';
export const profileId = 'urn:www.nesubl.eu:profiles:profile5:ver2.0';

type Line = LoadedInvoicePdf['input']['lines'][number];

type XMLBuilder = ReturnType<typeof create>;

/** xmlbuilder2 with the few shapes a UBL document needs; text is escaped by the library. */
class Writer {
  constructor(private readonly node: XMLBuilder) {}
  text(name: string, value: string, attributes: Record<string, string> = {}): void {
    this.node.ele(name, attributes).txt(value);
  }
  amount(name: string, ore: number): void {
    this.text(name, oioublAmount(ore), { currencyID: 'DKK' });
  }
  group(name: string, fill: (child: Writer) => void): void {
    fill(new Writer(this.node.ele(name)));
  }
}

/** The address as OIOUBL's StructuredLax: the street as typed (number included), postcode, city, country. */
function postalAddress(
  w: Writer,
  address: { streetAddress: string | null; zipcode: string | null; city: string | null },
) {
  w.group('cac:PostalAddress', (a) => {
    a.text('cbc:AddressFormatCode', 'StructuredLax', {
      listAgencyID: '320',
      listID: 'urn:oioubl:codelist:addressformatcode-1.1',
    });
    if (address.streetAddress) a.text('cbc:StreetName', address.streetAddress);
    if (address.city) a.text('cbc:CityName', address.city);
    if (address.zipcode) a.text('cbc:PostalZone', address.zipcode);
    a.group('cac:Country', (c) => c.text('cbc:IdentificationCode', 'DK'));
  });
}

const vatScheme = (w: Writer) =>
  w.group('cac:TaxScheme', (s) => {
    s.text('cbc:ID', '63', { schemeAgencyID: '320', schemeID: 'urn:oioubl:id:taxschemeid-1.5' });
    s.text('cbc:Name', 'Moms');
  });

/** The seller: its CVR is its NemHandel endpoint, its VAT (SE) number and its legal id, each DK-prefixed. */
function supplierParty(doc: Writer, loaded: LoadedInvoicePdf) {
  const { company } = loaded.input;
  const cvr = `DK${company.cvr!}`;
  doc.group('cac:AccountingSupplierParty', (s) =>
    s.group('cac:Party', (p) => {
      p.text('cbc:EndpointID', cvr, { schemeID: 'DK:CVR' });
      p.group('cac:PartyName', (n) => n.text('cbc:Name', company.name));
      postalAddress(p, loaded.company);
      p.group('cac:PartyTaxScheme', (t) => {
        t.text('cbc:CompanyID', cvr, { schemeID: 'DK:SE' });
        vatScheme(t);
      });
      p.group('cac:PartyLegalEntity', (l) => {
        l.text('cbc:RegistrationName', company.name);
        l.text('cbc:CompanyID', cvr, { schemeID: 'DK:CVR' });
      });
    }),
  );
}

/**
 * The buyer, addressed by its EAN. Its Contact/ID is mandatory (F-INV051): the buyer's own reference (public bodies
 * route invoices by it), else the contact person, else the buyer's name.
 */
function customerParty(doc: Writer, loaded: LoadedInvoicePdf) {
  const { customer } = loaded;
  const buyer = loaded.input.customer;
  doc.group('cac:AccountingCustomerParty', (c) =>
    c.group('cac:Party', (p) => {
      p.text('cbc:EndpointID', buyer.ean!, { schemeID: 'GLN' });
      p.group('cac:PartyName', (n) => n.text('cbc:Name', buyer.name));
      postalAddress(p, customer);
      if (buyer.cvr) {
        p.group('cac:PartyLegalEntity', (l) => {
          l.text('cbc:RegistrationName', buyer.name);
          l.text('cbc:CompanyID', `DK${buyer.cvr!}`, { schemeID: 'DK:CVR' });
        });
      }
      p.group('cac:Contact', (k) => {
        k.text('cbc:ID', loaded.invoice.reference || customer.contactName || buyer.name);
        if (customer.contactName) k.text('cbc:Name', customer.contactName);
        if (customer.phone) k.text('cbc:Telephone', customer.phone);
        if (customer.email) k.text('cbc:ElectronicMail', customer.email);
      });
    }),
  );
}

/**
 * How and when to pay: a domestic transfer (42, DK:BANK) to the company's reg.nr. and account (ten digits, as
 * Danish account numbers are written in full), due on the invoice's due date; without bank details the means is
 * "not defined" (1). The terms repeat the amount due (F-INV134).
 */
function payment(doc: Writer, loaded: LoadedInvoicePdf, payable: number) {
  const { bankRegNo, bankAccountNo } = loaded.input.company;
  const { dueDate, paymentDelayDays } = loaded.invoice;
  doc.group('cac:PaymentMeans', (m) => {
    m.text('cbc:PaymentMeansCode', bankRegNo && bankAccountNo ? '42' : '1');
    if (dueDate) m.text('cbc:PaymentDueDate', dueDate);
    if (bankRegNo && bankAccountNo) {
      m.text('cbc:PaymentChannelCode', 'DK:BANK', {
        listAgencyID: '320',
        listID: 'urn:oioubl:codelist:paymentchannelcode-1.1',
      });
      m.group('cac:PayeeFinancialAccount', (a) => {
        a.text('cbc:ID', bankAccountNo.padStart(10, '0'));
        a.group('cac:FinancialInstitutionBranch', (b) => b.text('cbc:ID', bankRegNo));
      });
    }
  });
  doc.group('cac:PaymentTerms', (t) => {
    t.text('cbc:Note', `Netto ${paymentDelayDays} dage`);
    t.amount('cbc:Amount', payable);
  });
}

/** OIOUBL's VAT categories: a positive rate is StandardRated, none ZeroRated; the scheme is 63, Moms. */
function taxCategory(w: Writer, name: string, vatBp: number) {
  w.group(name, (c) => {
    c.text('cbc:ID', vatBp > 0 ? 'StandardRated' : 'ZeroRated', {
      schemeAgencyID: '320',
      schemeID: 'urn:oioubl:id:taxcategoryid-1.1',
    });
    c.text('cbc:Percent', oioublPercent(vatBp));
    vatScheme(c);
  });
}

function taxSubtotal(w: Writer, taxable: number, vat: number, vatBp: number) {
  w.group('cac:TaxSubtotal', (s) => {
    s.amount('cbc:TaxableAmount', taxable);
    s.amount('cbc:TaxAmount', vat);
    taxCategory(s, 'cac:TaxCategory', vatBp);
  });
}

/**
 * The VAT per rate: the sums of the lines' net and VAT, each line's VAT rounded on its own as the invoice computed
 * it, so the document's VAT is the invoice's to the øre. Denmark has one standard rate, so one subtotal per
 * category (F-LIB315 allows no more).
 */
function taxTotal(doc: Writer, lines: Line[]) {
  const byRate = new Map<number, { net: number; vat: number }>();
  for (const line of lines) {
    const sum = byRate.get(line.vatBp) ?? { net: 0, vat: 0 };
    byRate.set(line.vatBp, { net: sum.net + line.net, vat: sum.vat + line.vat });
  }
  doc.group('cac:TaxTotal', (t) => {
    t.amount(
      'cbc:TaxAmount',
      [...byRate.values()].reduce((sum, r) => sum + r.vat, 0),
    );
    for (const [vatBp, sum] of byRate) taxSubtotal(t, sum.net, sum.vat, vatBp);
  });
}

function invoiceLine(doc: Writer, line: Line, id: number, creditNote: boolean) {
  const unitCode = oioublUnitCode(line.unit);
  const price = oioublLinePrice(line);
  doc.group(creditNote ? 'cac:CreditNoteLine' : 'cac:InvoiceLine', (l) => {
    l.text('cbc:ID', String(id));
    l.text(creditNote ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity', oioublQuantity(line.quantity), { unitCode });
    l.amount('cbc:LineExtensionAmount', line.net);
    if (line.deliveryDate) l.group('cac:Delivery', (d) => d.text('cbc:ActualDeliveryDate', line.deliveryDate!));
    l.group('cac:TaxTotal', (t) => {
      t.amount('cbc:TaxAmount', line.vat);
      taxSubtotal(t, line.net, line.vat, line.vatBp);
    });
    l.group('cac:Item', (i) => {
      i.text('cbc:Name', line.description);
      taxCategory(i, 'cac:ClassifiedTaxCategory', line.vatBp);
    });
    l.group('cac:Price', (p) => {
      p.amount('cbc:PriceAmount', price.amount);
      if (price.baseQuantity !== null) p.text('cbc:BaseQuantity', oioublQuantity(price.baseQuantity), { unitCode });
    });
  });
}
