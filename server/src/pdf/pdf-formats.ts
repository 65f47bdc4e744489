/** Dates, amounts and quantities as a PDF prints them, in its language (Danish or English conventions). */
export function pdfFormats(language: 'da' | 'en') {
  const locale = language === 'da' ? 'da-DK' : 'en-GB';
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Copenhagen',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'DKK' });
  const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const quantity = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  return {
    dateTime: (d: Date) => dateTime.format(d),
    /** A calendar day, YYYY-MM-DD. */
    date: (iso: string) => date.format(new Date(`${iso}T00:00:00Z`)),
    /** Øre as kroner with the currency. */
    money: (ore: number | null | undefined) => (ore === null || ore === undefined ? '' : money.format(ore / 100)),
    /** Øre as kroner without the currency (an invoice's columns, whose heading names it). */
    amount: (ore: number) => amount.format(ore / 100),
    /** Thousandths of the unit. */
    quantity: (milli: number) => quantity.format(milli / 1000),
    number: (n: number) => number.format(n),
    hours: (minutes: number) => quantity.format(minutes / 60),
    /** Basis points as a percentage: 2500 → "25 %". */
    percent: (bp: number) => `${percent.format(bp / 100)} %`,
  };
}
export type PdfFormats = ReturnType<typeof pdfFormats>;
