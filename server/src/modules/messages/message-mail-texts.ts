type Language = 'da' | 'en';

const texts = {
  da: {
    subject: 'Ny besked fra {company}',
    hello: 'Hej',
    opening: 'Du har fået en ny besked fra {company}:',
    about: 'Sag nr. {caseNumber}',
    reply: 'Du kan svare, når du logger ind.',
    regards: 'Venlig hilsen',
  },
  en: {
    subject: 'New message from {company}',
    hello: 'Hello',
    opening: 'You have a new message from {company}:',
    about: 'Case no. {caseNumber}',
    reply: 'You can answer when you sign in.',
    regards: 'Kind regards',
  },
} as const;

export interface MessageMailInput {
  language: Language;
  /** The name the mail greets (empty: no name). */
  customerName: string;
  /** The company's sender name, else its name. */
  company: string;
  /** The visit's case number; null on a customer's own thread. */
  caseNumber: number | null;
  authorName: string;
  body: string;
}

/** The plain-text mail telling a customer of a message for them. The body goes in as written: no HTML is built. */
export function messageMail(input: MessageMailInput): { subject: string; text: string } {
  const t = texts[input.language];
  const fill = (text: string) =>
    text.replace('{company}', () => input.company).replace('{caseNumber}', () => String(input.caseNumber));
  const lines = [
    input.customerName ? `${t.hello} ${input.customerName}` : t.hello,
    '',
    fill(t.opening),
    ...(input.caseNumber === null ? [] : [fill(t.about)]),
    '',
    `${input.authorName}:`,
    input.body,
    '',
    t.reply,
    '',
    t.regards,
    input.company,
  ];
  return { subject: fill(t.subject).slice(0, 300), text: `${lines.join('\n')}\n` };
}
