import { expect, type APIRequestContext } from '@playwright/test';
import { gql, password, users } from './fixtures.ts';

/* Visits planted for the technician panel's specs (the panel shows today's visits only), and Copenhagen's clock. */

export interface PlantedVisit {
  id: string;
  caseNumber: number;
  version: number;
  customer: { name: string };
}

/** Copenhagen wall-clock time and date of an instant, as a technician types them (08:05, 24.11.2026). */
export function copenhagen(instant: Date): { time: string; date: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Copenhagen',
      hour: '2-digit',
      minute: '2-digit',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { time: `${parts.hour}:${parts.minute}`, date: `${parts.day}.${parts.month}.${parts.year}` };
}

/** The instant of a Copenhagen date (as `copenhagen` gives it) and time: the offset is +01:00 or +02:00. */
export function copenhagenInstant(date: string, time: string): Date {
  const iso = date.split('.').reverse().join('-');
  const candidates = ['+01:00', '+02:00'].map((offset) => new Date(`${iso}T${time}:00${offset}`));
  return candidates.find((instant) => copenhagen(instant).time === time)!;
}

/** Signs `request` in as the demo administrator, who plants the visits. */
export async function signInAdmin(request: APIRequestContext) {
  const response = await request.post('/login', { data: { email: users.admin, password } });
  expect(response.status()).toBe(200);
}

/**
 * A visit for the technician (Mads) that started a few minutes ago, kept inside today, planted by the administrator
 * (`request` signed in as one): for `customerId`, else for a demo customer in Hillerød.
 */
export async function plantTodaysVisit(
  request: APIRequestContext,
  description: string,
  customerId?: string,
): Promise<PlantedVisit> {
  const lookups = await gql<{
    employees: { items: { id: string; email: string }[] };
    customers: { items: { id: string }[] };
  }>(
    request,
    `{ employees(limit: 200) { items { id email } } customers(limit: 1, search: "Hillerød") { items { id } } }`,
  );
  const mads = lookups.data!.employees.items.find((e) => e.email === users.employee)!.id;
  // Five minutes ago, kept inside today (00:01–23:29 in Copenhagen) so that the half hour typed from its start
  // never crosses midnight, whenever the suite runs.
  const today = copenhagen(new Date()).date;
  const start = new Date(
    Math.min(
      Math.max(Date.now() - 5 * 60_000, copenhagenInstant(today, '00:01').getTime()),
      copenhagenInstant(today, '23:29').getTime(),
    ),
  );
  start.setSeconds(0, 0);
  const r = await gql<{ createVisit: PlantedVisit }>(
    request,
    `mutation($input: VisitInput!) { createVisit(input: $input) { id caseNumber version customer { name } } }`,
    {
      input: {
        customerId: customerId ?? lookups.data!.customers.items[0]!.id,
        employeeIds: [mads],
        start: start.toISOString(),
        end: new Date(start.getTime() + 60 * 60_000).toISOString(),
        description,
      },
    },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!.createVisit;
}
