import type { Content, StyleDictionary } from 'pdfmake/interfaces';
import { dataUrl } from './pdfmake.ts';

/** The company as the top of its PDFs shows it. */
export interface Letterhead {
  name: string;
  addressLines: string[];
  cvr?: string | null;
  logo?: Buffer | null;
}

/** A street and "zipcode city" as the lines a PDF prints, leaving out what is empty. */
export function addressLines(street: string | null, zipcode: string | null, city: string | null): string[] {
  return [street, [zipcode, city].filter(Boolean).join(' ')].filter((line): line is string => Boolean(line));
}

/** The logo (or the name) on the left, the company's name, address and CVR on the right. */
export function letterheadContent(company: Letterhead, cvrLabel: string): Content {
  return {
    columns: [
      company.logo ? { image: dataUrl(company.logo), fit: [140, 60] } : { text: company.name, style: 'title' },
      {
        stack: [
          { text: company.name, bold: true },
          ...company.addressLines.map((line) => ({ text: line })),
          ...(company.cvr ? [{ text: `${cvrLabel} ${company.cvr}` }] : []),
        ],
        alignment: 'right',
      },
    ],
    margin: [0, 0, 0, 16],
  };
}

/** The styles every PDF of the product shares. */
export const pdfStyles: StyleDictionary = {
  title: { fontSize: 18, bold: true },
  heading: { fontSize: 12, bold: true },
  label: { bold: true, color: '#334155' },
  muted: { color: '#64748b' },
  tableHeader: { bold: true, color: '#334155' },
};
