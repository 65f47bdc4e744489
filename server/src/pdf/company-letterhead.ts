import { companies } from '../db/tables/index.ts';
import { addressLines, type Letterhead } from './letterhead.ts';

/** The company's columns its letterhead needs, to spread into a PDF loader's select. */
export const letterheadColumns = {
  name: companies.name,
  cvr: companies.cvr,
  streetAddress: companies.streetAddress,
  zipcode: companies.zipcode,
  city: companies.city,
  logoFileId: companies.logoFileId,
};

interface LetterheadRow {
  name: string;
  cvr: string | null;
  streetAddress: string | null;
  zipcode: string | null;
  city: string | null;
  logoFileId: string | null;
}

/** The letterhead of a company row read with `letterheadColumns`, its logo from the loaded images. */
export function letterheadOf(company: LetterheadRow, images: ReadonlyMap<string, Buffer>): Letterhead {
  return {
    name: company.name,
    addressLines: addressLines(company.streetAddress, company.zipcode, company.city),
    cvr: company.cvr,
    logo: company.logoFileId ? (images.get(company.logoFileId) ?? null) : null,
  };
}
