import { sql } from 'drizzle-orm';
import { zonedDate, zonedMidnight, type VisitStatus } from '@servio/domain';
import { hashPassword } from '../../auth/password.ts';
import type { Db } from '../client.ts';
import { queryRows } from '../sql.ts';
import {
  bookings,
  companies,
  customers,
  customTags,
  departments,
  events,
  notifications,
  users,
  visitCaseCounters,
  visitEmployees,
  visitLinks,
  visitSeries,
  visitTagValues,
  visits,
} from '../tables/index.ts';
import {
  aarhusAddresses,
  companyCustomers,
  demoAddresses,
  privateCustomers,
  visitTasks,
  type DemoAddress,
} from './demo-data.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoEconomic } from './demo-economic.ts';
import { seedDemoEquipment, seedOtherEquipment } from './demo-equipment.ts';
import { seedDemoBookings, seedOtherBookings } from './demo-bookings.ts';
import { seedDemoItems } from './demo-items.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoReportTemplates } from './demo-report-templates.ts';
import { seedDemoTime, seedDemoVacation } from './demo-time.ts';

export const demoCompanyId = '00000000-0000-4000-8000-000000000001';
export const otherCompanyId = '00000000-0000-4000-8000-000000000002';
export const demoPassword = 'demo1234';
/** The Demo customer with a login (kunde@demo.dk): Mette Andersen. */
export const demoLoginCustomerId = '5eed0000-0000-4000-8000-000000000200';

/** Ids that are the same on every seeded database, so tests can name records. */
function seedId(n: number): string {
  return `5eed0000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
}

/** A small deterministic random source (mulberry32), so every seeded database is alike. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Local time `hour` on the day `dayOffset` days from `today` (Copenhagen). */
function at(today: string, dayOffset: number, hour: number): Date {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d + dayOffset)).toISOString().slice(0, 10);
  return new Date(zonedMidnight(day).getTime() + hour * 3600_000);
}

const addressOf = (a: DemoAddress) => ({
  streetAddress: a.streetAddress,
  zipcode: a.zipcode,
  city: a.city,
  latitude: a.latitude,
  longitude: a.longitude,
});

/** Seeds the demo companies when the database has none. Returns whether it seeded. */
export async function seedDemoIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  const [row] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from companies`);
  if (row!.count > 0) return false;
  const passwordHash = await hashPassword(demoPassword);
  return db.transaction(async (tx) => {
    // Several server processes start together (SERVER_PROCESSES): one seeds, the others find its companies.
    await tx.execute(sql`select pg_advisory_xact_lock(${demoSeedLockKey})`);
    const [again] = await queryRows<{ count: number }>(
      tx as unknown as Db,
      sql`select count(*)::int as count from companies`,
    );
    if (again!.count > 0) return false;
    await seedDemoCompany(tx as unknown as Db, passwordHash, now);
    await seedOtherCompany(tx as unknown as Db, passwordHash, now);
    await tx.insert(users).values({
      id: seedId(9000),
      companyId: null,
      email: 'super@demo.dk',
      passwordHash,
      firstName: 'Søren',
      lastName: 'Superbruger',
      role: 'superadmin',
    });
    return true;
  });
}

/** Any fixed number: the advisory lock under which one process seeds the demo. */
const demoSeedLockKey = 7_410_305_119;

/** The repeating series of the demo (weekly, Mads) and its real next visit. */
export const demoSeriesId = seedId(800);
/** The demo administrator's first (unread) notification: tests aim at it. */
export const demoNotificationId = seedId(8600);
/** The demo's first open inquiry in Henvendelser (Karen Mortensen): the access cases name it. */
export const demoOpenBookingId = seedId(7100);
export const demoSeriesVisitId = seedId(801);

interface PlannedVisit {
  dayOffset: number;
  hour: number;
  hours: number;
  status: VisitStatus;
  archived?: boolean;
  withoutEmployee?: boolean;
  withoutTime?: boolean;
  invoiced?: boolean;
}

/** Visits over the last three and next three weeks, in every status, with some due. */
function plannedVisits(): PlannedVisit[] {
  const plan: PlannedVisit[] = [];
  const rnd = random(7);
  for (let day = -21; day <= 21; day++) {
    const perDay = day === 0 ? 5 : day % 7 === 5 || day % 7 === -2 ? 0 : 2;
    for (let i = 0; i < perDay; i++) {
      const hour = 7 + i * 2 + Math.floor(rnd() * 2);
      const hours = 1 + Math.floor(rnd() * 3);
      let status: VisitStatus = 'scheduled';
      let archived = false;
      let invoiced = false;
      if (day < -10) {
        status = rnd() < 0.7 ? 'completed' : 'done';
        archived = rnd() < 0.6;
        invoiced = archived || rnd() < 0.5;
      } else if (day < 0) {
        const r = rnd();
        // Some visits were never finished: these are due.
        status = r < 0.5 ? 'completed' : r < 0.7 ? 'done' : 'scheduled';
      } else if (day === 0) {
        status = i === 0 ? 'completed' : i === 1 ? 'current' : 'scheduled';
      }
      plan.push({ dayOffset: day, hour, hours, status, archived, invoiced });
    }
  }
  // Not yet planned: missing an employee, or missing a time.
  plan.push({ dayOffset: 3, hour: 10, hours: 2, status: 'not_scheduled', withoutEmployee: true });
  plan.push({ dayOffset: 0, hour: 0, hours: 0, status: 'not_scheduled', withoutTime: true });
  plan.push({ dayOffset: 0, hour: 0, hours: 0, status: 'not_scheduled', withoutTime: true });
  return plan;
}

const demoPlan = plannedVisits();
/** Two linked visits (a job and its follow-up): neither can be deleted while linked. */
export const demoLinkedVisitIds = (() => {
  const first = demoPlan.findIndex((p) => p.dayOffset > 0 && p.status === 'scheduled');
  const second = demoPlan.findIndex((p, i) => i > first && p.dayOffset > 7 && p.status === 'scheduled');
  return [seedId(1000 + first), seedId(1000 + second)] as const;
})();

/** The plan's first finished, unarchived visit: the customer login's (kunde@demo.dk) on every seeded database. */
const demoLoginCustomerVisitIndex = demoPlan.findIndex((p) => p.status === 'completed' && !p.archived);
export const demoLoginCustomerVisitId = seedId(1000 + demoLoginCustomerVisitIndex);

async function seedDemoCompany(db: Db, passwordHash: string, now: Date): Promise<void> {
  const companyId = demoCompanyId;
  await db.insert(companies).values({
    id: companyId,
    name: 'Demo Service ApS',
    cvr: '38291742',
    streetAddress: 'Vesterbrogade 112',
    zipcode: '1620',
    city: 'København V',
    paymentPrimaryProvider: 'economic',
    paymentChoices: [
      { label: 'Bankoverførsel', name: 'bank_transfer' },
      { label: 'MobilePay', name: 'mobilepay' },
      { label: 'EAN (offentlig)', name: 'ean' },
    ],
    companyFields: [{ id: 'fld-1', name: 'Adgangsforhold', fields: { type: 'text' } }],
    paymentDelayDays: 14,
    bankRegNo: '1551',
    bankAccountNo: '3456789012',
    campaignHost: 'book.demoservice.dk',
    bookingSlug: 'demo',
    bookingZipRanges: '1000-2999, 3000-3699',
    bookingTermsUrl: 'https://demoservice.dk/handelsbetingelser',
    i18n: { da: { 'visit.report': 'Servicerapport' } },
    renamedCategory: 'Kategori',
    renamedModel: 'Model',
    showTechnicianBackendLink: true,
    bookingflowactive: true,
    allowCustomerLogin: true,
    materielServiceActive: true,
    showMaterials: true,
    eanPayment: true,
    allowTimeReg: true,
    allowShowVisitTimeRegs: true,
    enableReport: true,
    enableAcceptVisits: true,
    enableReference: true,
    enableRepeatingVisits: true,
    enableEquipment: true,
    enableDepartment: true,
    enablePlanningPage: true,
    showRental: true,
    showFinanceTab: true,
  });

  const copenhagen = seedId(100);
  const north = seedId(101);
  await db.insert(departments).values([
    { id: copenhagen, companyId, name: 'København', color: '#2563eb' },
    { id: north, companyId, name: 'Nordsjælland', color: '#16a34a' },
  ]);

  const fieldPermissions = {
    allowedToCompleteVisit: true,
    allowedToRegTime: true,
    allowedToUploadDocuments: true,
    showEditVisitButton: true,
  };
  const staff = [
    {
      id: seedId(1),
      email: 'admin@demo.dk',
      firstName: 'Anna',
      lastName: 'Jensen',
      role: 'administrator' as const,
      kind: 'office' as const,
      departmentId: copenhagen,
    },
    {
      id: seedId(2),
      email: 'tekniker@demo.dk',
      firstName: 'Mads',
      lastName: 'Nielsen',
      role: 'employee' as const,
      kind: 'field' as const,
      departmentId: copenhagen,
      ...fieldPermissions,
    },
    {
      id: seedId(3),
      email: 'sofie@demo.dk',
      firstName: 'Sofie',
      lastName: 'Larsen',
      role: 'employee' as const,
      kind: 'both' as const,
      departmentId: copenhagen,
      ...fieldPermissions,
      allowedToCreateVisit: true,
      allowedToSendPdf: true,
    },
    {
      id: seedId(4),
      email: 'jonas@demo.dk',
      firstName: 'Jonas',
      lastName: 'Pedersen',
      role: 'employee' as const,
      kind: 'field' as const,
      departmentId: north,
      ...fieldPermissions,
    },
    {
      id: seedId(5),
      email: 'leverandor@demo.dk',
      firstName: 'Kasper',
      lastName: 'Holm',
      role: 'supplier' as const,
      kind: 'field' as const,
      departmentId: north,
    },
  ];
  await db.insert(users).values(staff.map((u) => ({ ...u, companyId, passwordHash, phoneNumber: '+4570201234' })));
  const technicians = [seedId(2), seedId(3), seedId(4), seedId(5)];

  const customerRows = [
    ...privateCustomers.map(([firstName, lastName], i) => ({
      firstName,
      lastName,
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase().replace('ø', 'oe')}@example.dk`,
      phoneNumber: `+45${(20304050 + i * 1111).toString()}`,
      ...addressOf(demoAddresses[i % demoAddresses.length]!),
    })),
    ...companyCustomers.map(([companyName, companyCvr, firstName, lastName], i) => ({
      useCompany: true,
      companyName,
      companyCvr,
      firstName,
      lastName,
      email: `kontakt${i + 1}@${companyName
        .toLowerCase()
        .replace(/[^a-z]/g, '')
        .slice(0, 12)}.dk`,
      phoneNumber: `+45${(33112200 + i * 37).toString()}`,
      ...addressOf(demoAddresses[(i + privateCustomers.length) % demoAddresses.length]!),
    })),
  ].map((c, i) => ({ ...c, id: seedId(200 + i), companyId }));
  // Mette Andersen (the first private customer) has a login: kunde@demo.dk.
  const mette = customerRows[0]!;
  await db
    .insert(customers)
    .values(customerRows.map((c) => (c.id === mette.id ? { ...c, allowedToLogin: true, sendReportToMe: true } : c)));

  const rnd = random(42);
  const today = zonedDate(now);
  const visitRows: (typeof visits.$inferInsert)[] = [];
  const assignments: (typeof visitEmployees.$inferInsert)[] = [];
  demoPlan.forEach((plan, i) => {
    const customer = customerRows[Math.floor(rnd() * customerRows.length)]!;
    const id = seedId(1000 + i);
    const start = plan.withoutTime ? null : at(today, plan.dayOffset, plan.hour);
    const end = start ? new Date(start.getTime() + plan.hours * 3600_000) : null;
    const price = (5 + Math.floor(rnd() * 40)) * 10_000;
    visitRows.push({
      id,
      companyId,
      caseNumber: 1001 + i,
      customerId: customer.id,
      departmentId: i % 3 === 0 ? north : copenhagen,
      createdById: seedId(1),
      start,
      end,
      status: plan.status,
      archived: plan.archived ?? false,
      description: visitTasks[i % visitTasks.length]!,
      price,
      // A visit's total is its price and its lines (the demo's visits have none), before VAT.
      totalPrice: price,
      invoicedAt: plan.invoiced ? end : null,
      reference: i % 4 === 0 ? `PO-${26000 + i}` : null,
    });
    if (!plan.withoutEmployee) {
      assignments.push({ companyId, visitId: id, userId: technicians[i % technicians.length]! });
      if (i % 5 === 0) assignments.push({ companyId, visitId: id, userId: technicians[(i + 1) % technicians.length]! });
    }
  });
  // The customer login sees at least a finished visit and a coming one, whatever the random draw gave.
  const pastFinished = demoLoginCustomerVisitIndex;
  const coming = visitRows.findIndex((v) => v.status === 'scheduled' && v.start && v.start > now);
  for (const index of [pastFinished, coming]) visitRows[index]!.customerId = mette.id;
  // Visits use their customer's address (copied in, as the API does).
  const customerById = new Map(customerRows.map((c) => [c.id, c]));
  for (const row of visitRows) Object.assign(row, addressOf(customerById.get(row.customerId!)!));
  await db.insert(visits).values(visitRows);
  await db.insert(visitEmployees).values(assignments);
  await db
    .insert(visitLinks)
    .values({ companyId, visitId: demoLinkedVisitIds[0], linkedVisitId: demoLinkedVisitIds[1] });

  // A weekly service visit (every week on the same weekday, 14:00–16:00, never ending): only the next is real.
  const seriesCustomer = customerRows[privateCustomers.length]!;
  const seriesStart = at(today, 1, 14);
  const seriesEnd = new Date(seriesStart.getTime() + 2 * 3600_000);
  const seriesFields = {
    companyId,
    customerId: seriesCustomer.id,
    departmentId: copenhagen,
    description: 'Fast ugentlig service af ventilation',
    useCustomerAddress: true,
    ...addressOf(customerById.get(seriesCustomer.id)!),
    price: 95_000,
    totalPrice: 118_750,
  };
  await db.insert(visitSeries).values({
    ...seriesFields,
    id: demoSeriesId,
    rule: {
      frequency: 'weekly',
      interval: 1,
      weekdays: null,
      dayOfMonth: null,
      ordinal: null,
      ordinalWeekday: null,
      count: null,
      until: null,
    },
    anchorStart: seriesStart,
    durationMinutes: 120,
    employeeIds: [seedId(2)],
    tagValues: [{ tagId: seedId(301), values: ['Service'] }],
    createdById: seedId(1),
  });
  await db.insert(visits).values({
    ...seriesFields,
    id: demoSeriesVisitId,
    caseNumber: 1001 + visitRows.length,
    createdById: seedId(1),
    start: seriesStart,
    end: seriesEnd,
    status: 'scheduled',
    seriesId: demoSeriesId,
    seriesIndex: 0,
    occurrenceStart: seriesStart,
  });
  await db.insert(visitEmployees).values({ companyId, visitId: demoSeriesVisitId, userId: seedId(2) });
  await db.insert(visitCaseCounters).values({ companyId, lastNumber: 1001 + visitRows.length });
  await db.insert(users).values({
    id: seedId(10),
    companyId,
    customerId: mette.id,
    email: 'kunde@demo.dk',
    passwordHash,
    firstName: mette.firstName,
    lastName: mette.lastName,
    role: 'customer',
  });

  await db.insert(customTags).values([
    {
      id: seedId(300),
      companyId,
      name: 'Prioritet',
      type: 'visit',
      mode: 'select',
      tagOrder: 1,
      options: ['Høj', 'Normal', 'Lav'],
      showForEmployee: true,
    },
    {
      id: seedId(301),
      companyId,
      name: 'Opgavetype',
      type: 'visit',
      mode: 'multiselect',
      tagOrder: 2,
      options: ['Rengøring', 'Service', 'Reparation', 'Inspektion'],
      showForEmployee: true,
      showForCustomer: true,
      allowChangeOnReport: true,
    },
    {
      id: seedId(302),
      companyId,
      name: 'Nøgle hos kunde',
      type: 'visit',
      mode: 'checkbox',
      tagOrder: 3,
      options: [],
      showForEmployee: true,
    },
    {
      id: seedId(303),
      companyId,
      name: 'Kundetype',
      type: 'customer',
      mode: 'select',
      tagOrder: 1,
      options: ['Privat', 'Erhverv', 'Offentlig'],
    },
  ]);
  const priorities = ['Høj', 'Normal', 'Lav'];
  const tasks = ['Rengøring', 'Service', 'Reparation', 'Inspektion'];
  await db
    .insert(visitTagValues)
    .values([
      ...visitRows.flatMap((row, i) => [
        ...(i % 3 === 0 ? [{ companyId, visitId: row.id!, tagId: seedId(300), value: priorities[(i / 3) % 3]! }] : []),
        ...(i % 4 === 1 ? [{ companyId, visitId: row.id!, tagId: seedId(301), value: tasks[i % 4]! }] : []),
        ...(i % 8 === 1 ? [{ companyId, visitId: row.id!, tagId: seedId(301), value: tasks[(i + 1) % 4]! }] : []),
        ...(i % 7 === 0 ? [{ companyId, visitId: row.id!, tagId: seedId(302), value: 'true' }] : []),
      ]),
      { companyId, visitId: demoSeriesVisitId, tagId: seedId(301), value: 'Service' },
    ]);

  await db.insert(bookings).values([
    {
      id: demoOpenBookingId,
      companyId,
      name: 'Karen Mortensen',
      email: 'karen.m@example.dk',
      phoneNumber: '+4522334455',
      streetAddress: 'Ahornsgade 8',
      zipcode: '2200',
      city: 'København N',
      message: 'Vinduespudsning af lejlighed på 3. sal, gerne inden jul.',
    },
    {
      companyId,
      name: 'Søren Vinther',
      email: 'soren@vinther.dk',
      streetAddress: 'Bøgevej 14',
      zipcode: '2900',
      city: 'Hellerup',
      message: 'Vi har set mus i garagen. Kan I komme denne uge?',
    },
    {
      companyId,
      name: 'Restaurant Havnen',
      email: 'drift@havnen.dk',
      phoneNumber: '+4533445566',
      streetAddress: 'Havnegade 2',
      zipcode: '1058',
      city: 'København K',
      message: 'Tilbud på fast service af emhætte og ventilation.',
    },
    {
      companyId,
      name: 'Grethe Nygaard',
      email: 'grethe@example.dk',
      streetAddress: 'Lindevej 3',
      zipcode: '2800',
      city: 'Kongens Lyngby',
      message: 'Hækklipning',
      status: 'accepted',
    },
  ]);

  const admin = seedId(1);
  await db.insert(notifications).values([
    { id: demoNotificationId, companyId, userId: admin, kind: 'visit_declined', payload: { caseNumber: 1012 } },
    { companyId, userId: admin, kind: 'booking_received', payload: { name: 'Karen Mortensen' } },
    { companyId, userId: admin, kind: 'report_completed', payload: { caseNumber: 1003 } },
    { companyId, userId: admin, kind: 'service_due', payload: { count: 3 } },
    { companyId, userId: admin, kind: 'booking_received', payload: { name: 'Grethe Nygaard' }, readAt: now },
    { companyId, userId: seedId(2), kind: 'visit_assigned', payload: { caseNumber: 1020 } },
  ]);
  await db.insert(events).values([
    { companyId, kind: 'visit_completed', payload: { caseNumber: 1003, by: 'Jonas Hansen' } },
    { companyId, kind: 'customer_created', payload: { name: 'Karen Mortensen', by: 'Lars Jensen' }, seenAt: now },
    { companyId, kind: 'visit_accepted', payload: { caseNumber: 1030, employee: 'Mads Nielsen' }, seenAt: now },
  ]);
  await seedDemoTime(
    db,
    companyId,
    [
      { id: seedId(2), approvedBy: admin },
      { id: seedId(3), approvedBy: admin },
    ],
    now,
    3000,
  );
  // Jonas on vacation mid-week: the planning board shows it beside his visits.
  await seedDemoVacation(db, companyId, seedId(4), now, 3090);
  await seedDemoItems(db, companyId);
  await seedDemoReportTemplates(db, companyId, seedId(1));
  await seedDemoInvoices(db, companyId, 14);
  await seedDemoEconomic(db, companyId);
  await seedDemoEquipment(
    db,
    companyId,
    customerRows.map((c) => c.id),
    now,
  );
  await seedDemoBookings(db, companyId, seedId(2), now);
  await seedDemoMessages(db, {
    companyId,
    visitId: demoLoginCustomerVisitId,
    customerId: mette.id,
    customerLoginId: seedId(10),
    customerName: `${mette.firstName} ${mette.lastName}`,
    now,
  });
}

async function seedOtherCompany(db: Db, passwordHash: string, now: Date): Promise<void> {
  const companyId = otherCompanyId;
  await db.insert(companies).values({
    id: companyId,
    name: 'Anden Firma ApS',
    cvr: '41928379',
    streetAddress: 'Søndergade 20',
    zipcode: '8000',
    city: 'Aarhus C',
    paymentDelayDays: 8,
    allowTimeReg: true,
    campaignHost: 'book.andenfirma.dk',
    bookingSlug: 'anden',
    bookingflowactive: true,
    bookingZipRanges: '8000-8999',
    // The planning board's access cases: another company's administrator reaches the board, never Demo's visits.
    enablePlanningPage: true,
  });
  await db.insert(users).values([
    {
      id: seedId(50),
      companyId,
      email: 'admin@anden.dk',
      passwordHash,
      firstName: 'Peter',
      lastName: 'Madsen',
      role: 'administrator',
      kind: 'office',
    },
    {
      id: seedId(51),
      companyId,
      email: 'tekniker@anden.dk',
      passwordHash,
      firstName: 'Line',
      lastName: 'Kjær',
      role: 'employee',
      kind: 'field',
      allowedToCompleteVisit: true,
    },
  ]);
  const customerRows = [
    {
      id: seedId(600),
      companyId,
      companyName: 'Aarhus Vinduespolering',
      firstName: 'Kim',
      lastName: 'Bak',
      ...addressOf(aarhusAddresses[0]!),
    },
    { id: seedId(601), companyId, firstName: 'Tina', lastName: 'Ravn', ...addressOf(aarhusAddresses[1]!) },
    { id: seedId(602), companyId, firstName: 'Frank', lastName: 'Lauridsen', ...addressOf(aarhusAddresses[2]!) },
  ];
  await db.insert(customers).values(customerRows);
  const today = zonedDate(now);
  const visitRows = [
    { dayOffset: -3, status: 'completed' as const },
    { dayOffset: -1, status: 'scheduled' as const },
    { dayOffset: 0, status: 'scheduled' as const },
    { dayOffset: 4, status: 'scheduled' as const },
  ].map((v, i) => {
    const start = at(today, v.dayOffset, 9 + i);
    return {
      id: seedId(700 + i),
      companyId,
      caseNumber: 1 + i,
      customerId: customerRows[i % customerRows.length]!.id,
      start,
      end: new Date(start.getTime() + 2 * 3600_000),
      status: v.status,
      description: 'Anden Firma: vinduespolering',
      ...addressOf(aarhusAddresses[i % customerRows.length]!),
    };
  });
  await db.insert(visits).values(visitRows);
  await db.insert(visitEmployees).values(visitRows.map((v) => ({ companyId, visitId: v.id, userId: seedId(51) })));
  await db.insert(visitCaseCounters).values({ companyId, lastNumber: visitRows.length });
  await db.insert(customTags).values({ companyId, name: 'Hasteopgave', type: 'visit', mode: 'checkbox', tagOrder: 1 });
  await db
    .insert(bookings)
    .values({ companyId, name: 'Jens Aagaard', email: 'jens@example.dk', message: 'Vinduer, 2 etager' });
  // Anden Firma has notifications and events of its own, so a leak between the companies would show.
  await db.insert(notifications).values({
    companyId,
    userId: seedId(50),
    kind: 'booking_received',
    payload: { name: 'Jens Aagaard' },
  });
  await db.insert(events).values({ companyId, kind: 'visit_created', payload: { caseNumber: 1, by: 'Anden Admin' } });
  await seedDemoTime(db, companyId, [{ id: seedId(51), approvedBy: seedId(50) }], now, 3100);
  await seedOtherEquipment(db, companyId, customerRows[0]!.id, now);
  await seedOtherBookings(db, companyId, seedId(51), now);
}
