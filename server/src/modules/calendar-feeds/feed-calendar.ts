import ical, { ICalEventStatus } from 'ical-generator';
import type { FeedVisit } from './feed-visits.ts';
import { feedTexts } from './feed-texts.ts';

export interface FeedCalendarInput {
  visits: FeedVisit[];
  companyName: string;
  lang: 'da' | 'en';
  /** The address people reach the app by (https://…), for each event's link to its visit page. */
  origin: string | null;
}

/** The summary's description part: its first line, short (the event's description has it whole). */
const firstLine = (text: string | null) => {
  const line = text?.split(/\r?\n/, 1)[0]?.trim() ?? '';
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * The feed as iCalendar text (RFC 5545, by ical-generator). Times are UTC instants (…Z): every calendar shows them in
 * its own zone, and no VTIMEZONE is needed. UID is the visit's id, stable however the visit changes; SEQUENCE its
 * version, so a moved visit replaces the old one. No visit status is a cancellation (a deleted visit simply leaves
 * the feed), so every event is CONFIRMED; the visit's own status is in the description.
 */
export function feedCalendar({ visits, companyName, lang, origin }: FeedCalendarInput): string {
  const t = feedTexts[lang];
  const calendar = ical({
    name: t.calendarName(companyName),
    prodId: { company: 'Servio', product: 'Servio', language: lang.toUpperCase() },
    // Calendars poll a subscription by this hint (REFRESH-INTERVAL / X-PUBLISHED-TTL); an hour is what most allow.
    ttl: 60 * 60,
  });
  for (const v of visits) {
    const summary = [v.customerName, firstLine(v.description)].filter(Boolean).join(' – ') || t.untitled;
    const address = [v.streetAddress, [v.zipcode, v.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
    const description = [
      t.caseNumber(v.caseNumber),
      `${t.status}: ${t.statuses[v.status]}`,
      v.price !== null ? `${t.price}: ${t.money.format(v.price / 100)}` : null,
      v.description?.trim() ? `\n${v.description.trim()}` : null,
    ]
      .filter((line) => line !== null)
      .join('\n');
    calendar.createEvent({
      id: `visit-${v.id}@servio`,
      start: v.start,
      end: v.end,
      summary,
      location: address || null,
      description,
      url: origin ? `${origin}/admin/visits/${v.id}` : null,
      created: v.createdAt,
      lastModified: v.updatedAt,
      stamp: v.updatedAt,
      sequence: v.version,
      status: ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
