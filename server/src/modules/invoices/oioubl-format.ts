/**
 * How our numbers are written in an OIOUBL 2.1 e-invoice: amounts in øre as kroner with exactly two decimals (the
 * schematron's F-LIB014/F-LIB250/F-LIB261/F-LIB263 refuse any other count), quantities in thousandths as plain
 * decimals, our units as UN/ECE recommendation 20 codes from OIOUBL's unit list, and each line's price so that
 * price × quantity gives the line's amount within the schematron's ± 1.00 (F-INV340/F-INV348).
 */

/** Øre as kroner with two decimals: -12345 → "-123.45". */
export function oioublAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Thousandths as a decimal without trailing zeros: 1500 → "1.5", 2000 → "2". */
export function oioublQuantity(thousandths: number): string {
  const sign = thousandths < 0 ? '-' : '';
  const abs = Math.abs(thousandths);
  const fraction = String(abs % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.trunc(abs / 1000)}${fraction ? `.${fraction}` : ''}`;
}

/** A VAT rate in basis points as a percent: 2500 → "25", 1250 → "12.5". */
export function oioublPercent(bp: number): string {
  return oioublQuantity(bp * 10);
}

/**
 * Our units (domain itemUnits, and what people type on a line) to UN/ECE rec. 20 codes that OIOUBL 2.1's unit list
 * holds. That list is older than H87 ("piece"), so a piece is EA, as in OIOUBL's own example invoice.
 */
const unitCodes: Record<string, string> = {
  stk: 'EA',
  styk: 'EA',
  time: 'HUR',
  timer: 'HUR',
  t: 'HUR',
  m: 'MTR',
  m2: 'MTK',
  'm²': 'MTK',
  m3: 'MTQ',
  'm³': 'MTQ',
  l: 'LTR',
  liter: 'LTR',
  kg: 'KGM',
  km: 'KMT',
  pakke: 'PK',
  saet: 'SET',
  sæt: 'SET',
  rulle: 'RO',
  ks: 'CT',
};

/** The unit code of a line's unit; an unknown unit counts as pieces (EA) rather than making the invoice invalid. */
export function oioublUnitCode(unit: string): string {
  return unitCodes[unit.trim().toLowerCase().replace(/\.$/, '')] ?? 'EA';
}

/** A line's price as the e-invoice states it: per `baseQuantity` units when that is set, else per one. */
export interface OioublPrice {
  /** Øre. */
  amount: number;
  /** Thousandths; null for a price per unit. */
  baseQuantity: number | null;
}

/** Half the schematron's tolerance, in øre: the price × quantity we write stays well inside ± 1.00. */
const priceSlack = 50;

/**
 * The price whose product with the quantity is the line's amount. Without a discount it is the unit price (the
 * amount is that product rounded once, so within half an øre). With one it is the discounted unit price in whole
 * øre, unless the rounding of many units would drift beyond the slack: then the line's amount per its quantity
 * (BaseQuantity = the quantity), which is exact. `net` is the line's amount as the document states it.
 */
export function oioublLinePrice(line: {
  unitPrice: number;
  quantity: number;
  discountBp: number;
  net: number;
}): OioublPrice {
  if (line.discountBp === 0) return { amount: line.unitPrice, baseQuantity: null };
  const discounted = Math.round((line.unitPrice * (10_000 - line.discountBp)) / 10_000);
  const product = (discounted * line.quantity) / 1000;
  if (line.quantity === 0 || Math.abs(product - line.net) <= priceSlack)
    return { amount: discounted, baseQuantity: null };
  return { amount: line.net, baseQuantity: line.quantity };
}
