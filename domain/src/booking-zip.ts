// The booking page's area (issue #19, docs/decisions/0034-bookings.md "Free slots"): the company's postcode ranges as
// typed in its settings, "2000-2999, 4000" (en dash, spaces, semicolons and new lines too). No text means everywhere.
// Zod-free, so the public page can check a postcode without the schemas.

export type ZipRange = [from: number, to: number];

export type ZipRangesResult =
  { ok: true; ranges: ZipRange[] } | { ok: false; error: 'booking.zipRangesInvalid'; at: string };

/** A Danish postcode: exactly four digits. */
export const isZipcode = (zip: string) => /^[0-9]{4}$/.test(zip);

const rangePattern = /^([0-9]{4})-([0-9]{4})$/;

/**
 * The ranges of `text`: single postcodes and from-to pairs (from ≤ to), separated by commas, semicolons, new lines or
 * spaces. The first token that is neither fails the whole text (`at` names it, for the settings form's message).
 */
export function parseZipRanges(text: string | null | undefined): ZipRangesResult {
  const normalized = (text ?? '').replace(/[\u2010-\u2015\u2212]/g, '-').replace(/\s*-\s*/g, '-');
  const tokens = normalized.split(/[\s,;]+/).filter((token) => token !== '');
  const ranges: ZipRange[] = [];
  for (const token of tokens) {
    if (isZipcode(token)) {
      ranges.push([Number(token), Number(token)]);
      continue;
    }
    const match = rangePattern.exec(token);
    const from = Number(match?.[1]);
    const to = Number(match?.[2]);
    if (!match || from > to) return { ok: false, error: 'booking.zipRangesInvalid', at: token };
    ranges.push([from, to]);
  }
  return { ok: true, ranges };
}

/** Whether `zip` is a postcode inside the ranges; no ranges means everywhere. */
export function zipInRanges(zip: string, ranges: readonly ZipRange[]): boolean {
  if (!isZipcode(zip)) return false;
  if (ranges.length === 0) return true;
  const value = Number(zip);
  return ranges.some(([from, to]) => value >= from && value <= to);
}
