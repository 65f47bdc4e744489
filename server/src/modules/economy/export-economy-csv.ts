import { toCsv } from '@servio/domain';
import type { CompanyScope } from '../../core/scope.ts';
import { economySummary } from './economy-summary.ts';

/** A decimal with a comma and two decimals, no thousands separator (a spreadsheet reads it as a number). */
const kroner = (ore: number) => (ore / 100).toFixed(2).replace('.', ',');

/**
 * The economy page's figures as Danish CSV (semicolon, comma decimals, UTF-8 with BOM, CRLF): a line per month
 * (invoiced and paid without VAT), then the period's sums and the figures of now, then a line per department. In Danish, as the other exports.
 */
export async function exportEconomyCsv(scope: CompanyScope, args: { from: string; to: string }): Promise<string> {
  const s = await economySummary(scope, args);
  return toCsv([
    ['Måned', 'Faktureret ekskl. moms (kr.)', 'Betalt ekskl. moms (kr.)'],
    ...s.months.map((m) => [m.month, kroner(m.invoiced), kroner(m.paid)]),
    ['I alt', kroner(s.invoiced), kroner(s.paid)],
    [],
    ['Periode', `${s.from} – ${s.to}`],
    ['Materialer (kostpris, kr.)', kroner(s.materialCost)],
    ['Løn (kr.)', kroner(s.wages)],
    ['Dækningsbidrag (kr.)', kroner(s.margin)],
    ['Udestående inkl. moms (kr.)', kroner(s.outstanding.total)],
    ['Forfaldent inkl. moms (kr.)', kroner(s.overdue.total)],
    ['Ikke faktureret arbejde (kr.)', kroner(s.unbilled.amount)],
    [],
    ['Afdeling', 'Faktureret ekskl. moms (kr.)', 'Materialer (kostpris, kr.)', 'Løn (kr.)', 'Dækningsbidrag (kr.)'],
    ...s.departments.map((d) => [
      d.name ?? 'Uden afdeling',
      kroner(d.invoiced),
      kroner(d.materialCost),
      kroner(d.wages),
      kroner(d.margin),
    ]),
  ]);
}
