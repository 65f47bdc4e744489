/** The feed's filter: groups of event kinds, as the server names them (modules/events/event-kinds.ts). */
export const eventGroups = {
  visits: ['visit_created', 'visit_completed', 'visit_accepted'],
  invoices: ['invoice_issued'],
  customers: ['customer_created', 'customers_imported'],
  reminders: ['reminder_sent', 'service_reminders_sent', 'payment_reminders_sent'],
} as const;

export type EventGroup = keyof typeof eventGroups;

export const isEventGroup = (value: unknown): value is EventGroup =>
  typeof value === 'string' && Object.hasOwn(eventGroups, value);

const knownKinds = new Set<string>(Object.values(eventGroups).flat());

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The catalog key (`events.kinds.*`, `other` for a kind this app does not know) and values of an event. */
export function eventText(kind: string, payload: unknown): { key: string; values: Record<string, string | number> } {
  const p = (payload ?? {}) as Record<string, unknown>;
  const count = [p.count, p.created].find((v) => typeof v === 'number');
  return {
    key: `events.kinds.${knownKinds.has(kind) ? kind : 'other'}`,
    values: {
      caseNumber: text(p.caseNumber),
      customer: text(p.customerName),
      name: text(p.name),
      number: text(p.number),
      employee: text(p.employee),
      count: typeof count === 'number' ? count : 0,
    },
  };
}

/** Who did it, when the event says. */
export const eventActor = (payload: unknown): string => text((payload as Record<string, unknown> | null)?.by);

/** The visit or customer an event links to. */
export function eventLink(payload: unknown): { visitId: string } | { customerId: string } | null {
  const p = (payload ?? {}) as Record<string, unknown>;
  if (typeof p.visitId === 'string') return { visitId: p.visitId };
  if (typeof p.customerId === 'string') return { customerId: p.customerId };
  return null;
}
