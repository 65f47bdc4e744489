import type { Db } from '../client.ts';
import { customers } from '../tables/index.ts';

const firstNames = [
  'Mette',
  'Lars',
  'Kirsten',
  'Henrik',
  'Camilla',
  'Jens',
  'Anne',
  'Peter',
  'Hanne',
  'Søren',
  'Louise',
  'Niels',
  'Ida',
  'Morten',
  'Line',
  'Rasmus',
  'Freja',
  'Mikkel',
  'Signe',
  'Thomas',
];
const lastNames = [
  'Andersen',
  'Hansen',
  'Poulsen',
  'Johansen',
  'Rasmussen',
  'Nielsen',
  'Jensen',
  'Pedersen',
  'Larsen',
  'Sørensen',
  'Kristensen',
  'Olsen',
  'Thomsen',
  'Christiansen',
  'Madsen',
  'Møller',
  'Berg',
  'Holm',
  'Lund',
  'Bak',
];
const streets = [
  'Vesterbrogade',
  'Nørrebrogade',
  'Østerbrogade',
  'Amagerbrogade',
  'Strandvejen',
  'Søndergade',
  'Algade',
  'Bredgade',
  'Skovvej',
  'Kirkevej',
  'Engvej',
  'Birkevej',
  'Ahornsgade',
  'Åboulevarden',
  'Havnegade',
];
const cities: [string, string][] = [
  ['1620', 'København V'],
  ['2200', 'København N'],
  ['2100', 'København Ø'],
  ['2300', 'København S'],
  ['2900', 'Hellerup'],
  ['8000', 'Aarhus C'],
  ['5000', 'Odense C'],
  ['9000', 'Aalborg'],
  ['6700', 'Esbjerg'],
  ['4000', 'Roskilde'],
];
const trades = [
  'VVS',
  'El',
  'Tømrer',
  'Maler',
  'Rengøring',
  'Vinduespudsning',
  'Ejendomsservice',
  'Kloak',
  'Tag',
  'Have',
];
const suffixes = ['ApS', 'A/S', 'I/S', '& Søn', 'Holding ApS'];

/**
 * `count` deterministic Danish customers for one company (every fourth a company customer): the same
 * call always gives the same rows, so bench runs compare.
 */
export function bulkCustomers(companyId: string, count: number, start = 0): (typeof customers.$inferInsert)[] {
  const rows: (typeof customers.$inferInsert)[] = [];
  for (let i = start; i < start + count; i++) {
    const first = firstNames[i % firstNames.length]!;
    const last = lastNames[Math.floor(i / firstNames.length) % lastNames.length]!;
    const [zipcode, city] = cities[(i * 7) % cities.length]!;
    const isCompany = i % 4 === 0;
    const companyName = isCompany ? `${last} ${trades[i % trades.length]} ${suffixes[i % suffixes.length]}` : null;
    rows.push({
      companyId,
      firstName: first,
      lastName: last,
      companyName,
      useCompany: isCompany,
      companyCvr: isCompany ? String(10_000_000 + ((i * 7919) % 89_999_999)) : null,
      email: `${first.toLowerCase().replace('ø', 'oe')}.${last.toLowerCase().replace(/ø/g, 'oe')}${i}@example.dk`,
      phoneNumber: `+45${20_000_000 + ((i * 104_729) % 79_999_999)}`,
      streetAddress: `${streets[(i * 3) % streets.length]} ${1 + (i % 180)}`,
      zipcode,
      city,
    });
  }
  return rows;
}

/** Inserts the bulk customers in batches (one statement per 1000 rows); `start` continues an earlier call's. */
export async function insertBulkCustomers(db: Db, companyId: string, count: number, start = 0): Promise<void> {
  const rows = bulkCustomers(companyId, count, start);
  for (let i = 0; i < rows.length; i += 1000) await db.insert(customers).values(rows.slice(i, i + 1000));
}
