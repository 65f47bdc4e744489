import type { BookingRecord } from './booking-record.ts';

type Language = 'da' | 'en';

// One formatter per language, made once.
const when: Record<Language, Intl.DateTimeFormat> = {
  da: new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
};

const texts = {
  da: {
    acceptedSubject: (company: string) => `Din booking hos ${company} er bekræftet`,
    accepted: (name: string, service: string, time: string, company: string) =>
      `Hej ${name}\n\nVi har bekræftet din booking${service ? ` af ${service}` : ''}: ${time}.\n\nVenlig hilsen\n${company}`,
    declinedSubject: (company: string) => `Din henvendelse til ${company}`,
    declined: (name: string, message: string, company: string) =>
      `Hej ${name}\n\n${message}\n\nVenlig hilsen\n${company}`,
    declinedDefault: 'Vi kan desværre ikke tage imod din booking. Du er velkommen til at vælge en anden tid.',
  },
  en: {
    acceptedSubject: (company: string) => `Your booking with ${company} is confirmed`,
    accepted: (name: string, service: string, time: string, company: string) =>
      `Hello ${name}\n\nWe have confirmed your booking${service ? ` of ${service}` : ''}: ${time}.\n\nKind regards\n${company}`,
    declinedSubject: (company: string) => `Your request to ${company}`,
    declined: (name: string, message: string, company: string) =>
      `Hello ${name}\n\n${message}\n\nKind regards\n${company}`,
    declinedDefault: 'Unfortunately we cannot take your booking. You are welcome to choose another time.',
  },
} as const;

/** The confirmation mail of an accepted booking, in the visitor's language (Copenhagen time). */
export function acceptedMail(booking: BookingRecord, start: Date | null, company: string) {
  const t = texts[booking.language];
  const time = start ? when[booking.language].format(start) : '';
  return {
    subject: t.acceptedSubject(company),
    text: t.accepted(booking.name, booking.serviceName ?? '', time, company),
  };
}

/** The mail of a declined booking with the office's message (the product's default when none). */
export function declinedMail(booking: BookingRecord, message: string | null, company: string) {
  const t = texts[booking.language];
  return {
    subject: t.declinedSubject(company),
    text: t.declined(booking.name, message?.trim() || t.declinedDefault, company),
  };
}

/** The default decline message in a language: the company's `declined` text, else the product's. */
export const defaultDeclineMessage = (language: Language, companyText: string | null | undefined) =>
  companyText?.trim() || texts[language].declinedDefault;
