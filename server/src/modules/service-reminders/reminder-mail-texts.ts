import { fillReminderText, type ReminderTextValues } from '@servio/domain';

/** The product's reminder text, when the company has none of its own (serviceReminderSubject/Body). */
export const reminderMailTexts = {
  da: {
    subject: 'Tid til service af {unit}',
    body:
      'Hej {customer}\n\nDin {unit} skal have service senest {date}.\n\n' +
      'Vælg et tidspunkt, der passer dig, eller bed os ringe dig op:\n{link}\n\nVenlig hilsen\n{company}\n',
  },
  en: {
    subject: 'Time for the service of {unit}',
    body:
      'Hello {customer}\n\nYour {unit} is due for service by {date}.\n\n' +
      'Pick a time that suits you, or ask us to call you:\n{link}\n\nKind regards\n{company}\n',
  },
} as const;

export interface ReminderMailInput extends Omit<ReminderTextValues, 'date'> {
  language: 'da' | 'en';
  dueOn: string;
  /** The company's own subject and text, else the product's in the customer's language. */
  subject: string | null;
  body: string | null;
}

// One formatter per language, made once: building an Intl.DateTimeFormat costs more than the rest of a mail.
const longDates = {
  da: new Intl.DateTimeFormat('da-DK', { dateStyle: 'long', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }),
};

const longDate = (date: string, language: 'da' | 'en') => longDates[language].format(new Date(`${date}T00:00:00Z`));

/** The reminder mail's subject and text, in the customer's language. */
export function reminderMail(input: ReminderMailInput): { subject: string; text: string } {
  const texts = reminderMailTexts[input.language];
  const values = { ...input, date: longDate(input.dueOn, input.language) };
  return {
    subject: fillReminderText(input.subject?.trim() || texts.subject, values, { isBody: false }).slice(0, 300),
    text: fillReminderText(input.body?.trim() || texts.body, values, { isBody: true }),
  };
}
