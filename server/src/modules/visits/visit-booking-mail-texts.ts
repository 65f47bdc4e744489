type Language = 'da' | 'en';
export type VisitBookingChange = 'scheduled' | 'moved';

// One formatter per language, made once: building an Intl.DateTimeFormat costs more than the rest of a mail.
const when: Record<Language, Intl.DateTimeFormat> = {
  da: new Intl.DateTimeFormat('da-DK', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Copenhagen' }),
};

const texts = {
  da: {
    subject: { scheduled: 'Dit besøg fra {company} er planlagt', moved: 'Dit besøg fra {company} er flyttet' },
    opening: {
      scheduled: 'Vi har planlagt dit besøg:',
      moved: 'Vi har flyttet dit besøg. Den nye tid er:',
    },
    hello: 'Hej',
    address: 'Adresse',
    description: 'Opgave',
    regards: 'Venlig hilsen',
  },
  en: {
    subject: { scheduled: 'Your visit from {company} is scheduled', moved: 'Your visit from {company} has been moved' },
    opening: {
      scheduled: 'We have scheduled your visit:',
      moved: 'We have moved your visit. The new time is:',
    },
    hello: 'Hello',
    address: 'Address',
    description: 'Task',
    regards: 'Kind regards',
  },
} as const;

export interface VisitBookingMailInput {
  language: Language;
  change: VisitBookingChange;
  /** The name the mail greets (empty: no name). */
  customerName: string;
  /** The company's sender name, else its name. */
  company: string;
  start: Date;
  end: Date | null;
  address: string;
  description: string;
}

/** The time in Copenhagen: one day's span as "date from–to", a span over days with both dates. */
export function visitBookingTime(language: Language, start: Date, end: Date | null): string {
  return end && end > start ? when[language].formatRange(start, end) : when[language].format(start);
}

/**
 * The plain-text confirmation of a visit's time, in the customer's language. Names, addresses and descriptions go
 * in as typed: no HTML is built from them.
 */
export function visitBookingMail(input: VisitBookingMailInput): { subject: string; text: string } {
  const t = texts[input.language];
  const lines = [
    input.customerName ? `${t.hello} ${input.customerName}` : t.hello,
    '',
    t.opening[input.change],
    visitBookingTime(input.language, input.start, input.end),
    '',
    ...(input.address ? [`${t.address}: ${input.address}`] : []),
    ...(input.description ? [`${t.description}: ${input.description}`] : []),
    ...(input.address || input.description ? [''] : []),
    t.regards,
    input.company,
  ];
  return {
    subject: t.subject[input.change].replace('{company}', () => input.company).slice(0, 300),
    text: `${lines.join('\n')}\n`,
  };
}
