/** The booking site's plain-text mails: how they write a time, fill a template and keep a subject on one line. */

export const mailTimes = {
  da: new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
};

/** Puts values in for {placeholders}; a value is inserted once, never read for placeholders itself. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

/** Subjects are one line whatever a company or visitor typed. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 300);
