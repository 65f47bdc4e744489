import type { RateMapping, TimeRegistrationType, WeeklyHours } from '@servio/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const flag = (name: string) => boolean(name).notNull().default(false);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    cvr: text('cvr'),
    streetAddress: text('street_address'),
    city: text('city'),
    zipcode: text('zipcode'),
    // The company's own place (the depot routes start from), as a customer's address has.
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    paymentPrimaryProvider: text('payment_primary_provider'),
    paymentChoices: jsonb('payment_choices').$type<{ label: string; name: string }[]>().notNull().default([]),
    companyFields: jsonb('company_fields')
      .$type<{ id: string; name: string; fields: unknown }[]>()
      .notNull()
      .default([]),
    paymentDelayDays: integer('payment_delay_days').notNull().default(8),
    /** Where customers pay invoices (issue #17): the Danish bank registration number (4 digits) and account number. */
    bankRegNo: text('bank_reg_no'),
    bankAccountNo: text('bank_account_no'),
    /** Payment reminders (docs/decisions/0028): the fee per reminder in øre (at most 100 kr.), interest on or off. */
    reminderFee: integer('reminder_fee').notNull().default(10_000),
    reminderInterest: boolean('reminder_interest').notNull().default(false),
    /** Nationalbanken's reference rate, basis points; the interest is this plus 8 percentage points. */
    referenceRateBp: integer('reference_rate_bp').notNull().default(175),
    materielServiceIntervalMonths: integer('materiel_service_interval_months').notNull().default(12),
    materielDaysBeforeServiceForReminder: integer('materiel_days_before_service_for_reminder').notNull().default(30),
    /**
     * Service reminders (issue #18): automatic sends each due reminder by itself; manual keeps it for the office to
     * bulk-send. With createServiceVisits the nightly run also makes not_scheduled service visits, one per address.
     */
    serviceReminderMode: text('service_reminder_mode').notNull().default('manual').$type<'automatic' | 'manual'>(),
    createServiceVisits: flag('create_service_visits'),
    /** The reminder mail's own subject and text; null: the product's text in the customer's language. */
    serviceReminderSubject: text('service_reminder_subject'),
    serviceReminderBody: text('service_reminder_body'),
    /** Rentals closer than this to another rental of the unit are an almost conflict (hours; default one day). */
    rentalBufferHours: integer('rental_buffer_hours').notNull().default(24),
    /** The host the public booking page answers on (issue #19): unique whatever its case (migration 0030). */
    campaignHost: text('campaign_host'),
    /**
     * Bookings (issue #19, docs/decisions/0034-bookings.md). The slug names the company on `/book?company=<slug>` where
     * no host of its own points at the server. Postcode ranges as typed ("2000-2999, 4000"; empty: everywhere), the
     * waitlist on or off, the terms' address, the page's texts per language, the working hours (employees may have
     * their own), the travel buffer between visits, the step between offered times, how soon and how far ahead one may
     * book, and how long a chosen time is held while the visitor finishes.
     */
    bookingSlug: text('booking_slug'),
    bookingZipRanges: text('booking_zip_ranges'),
    bookingWaitlist: boolean('booking_waitlist').notNull().default(true),
    bookingTermsUrl: text('booking_terms_url'),
    bookingTexts: jsonb('booking_texts').$type<BookingTexts>().notNull().default({}),
    bookingHours: jsonb('booking_hours')
      .$type<WeeklyHours>()
      .notNull()
      .default([0, 1, 2, 3, 4].map((weekday) => ({ weekday, start: 480, end: 960 }))),
    bookingTravelMinutes: integer('booking_travel_minutes').notNull().default(30),
    bookingStepMinutes: integer('booking_step_minutes').notNull().default(30),
    bookingLeadHours: integer('booking_lead_hours').notNull().default(24),
    bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
    bookingHoldMinutes: integer('booking_hold_minutes').notNull().default(10),
    /** The planning board's travel estimate between visits (km/h over the straight line × 1.3), 5–130. */
    travelSpeedKmh: integer('travel_speed_kmh').notNull().default(40),
    i18n: jsonb('i18n').$type<Record<string, unknown>>().notNull().default({}),
    renamedCategory: text('renamed_category'),
    renamedModel: text('renamed_model'),
    renamedSupplier: text('renamed_supplier'),
    renamedColumn1: text('renamed_column1'),
    renamedColumn2: text('renamed_column2'),
    renamedColumn3: text('renamed_column3'),
    // Feature flags, spec section 3 (names kept as the API spells them).
    showTechnicianBackendLink: flag('show_technician_backend_link'),
    bookingflowactive: flag('bookingflowactive'),
    showAccord: flag('show_accord'),
    enableItemStock: flag('enable_item_stock'),
    erpProjectModuleActive: flag('erp_project_module_active'),
    allowAutoCompleteVisit: flag('allow_auto_complete_visit'),
    usePerformancePatch: flag('use_performance_patch'),
    allowCustomerLogin: flag('allow_customer_login'),
    invoiceAsDraft: flag('invoice_as_draft'),
    headlessApiEconomicActive: flag('headless_api_economic_active'),
    showInvoicePaymentOption: flag('show_invoice_payment_option'),
    materielServiceActive: flag('materiel_service_active'),
    showMaterials: flag('show_materials'),
    eanPayment: flag('ean_payment'),
    showFinanceTab: flag('show_finance_tab'),
    allowTimeReg: flag('allow_time_reg'),
    allowShowVisitTimeRegs: flag('allow_show_visit_time_regs'),
    enableReport: flag('enable_report'),
    disableCreateCustomer: flag('disable_create_customer'),
    enableAcceptVisits: flag('enable_accept_visits'),
    enableReference: flag('enable_reference'),
    enableRepeatingVisits: flag('enable_repeating_visits'),
    enableEquipment: flag('enable_equipment'),
    enableDepartment: flag('enable_department'),
    enablePlanningPage: flag('enable_planning_page'),
    enableCustomerHierarchy: flag('enable_customer_hierarchy'),
    showRental: flag('show_rental'),
    isSkel: flag('is_skel'),
    // Time registration settings (docs/decisions/0014-time-registrations.md).
    timeNormMinutesPerWeek: integer('time_norm_minutes_per_week').notNull().default(2220),
    timeKmRateOre: integer('time_km_rate_ore').notNull().default(381),
    /** Rate field per hour type; a type not named uses the domain's default mapping. */
    timeRateMapping: jsonb('time_rate_mapping').$type<Partial<RateMapping>>().notNull().default({}),
    timeDisabledTypes: jsonb('time_disabled_types').$type<TimeRegistrationType[]>().notNull().default([]),
    // Mail and reports (issue #16). The sender's name and address; mail leaves from the address only once its domain
    // is verified (else from the product's own address with the company's as reply-to).
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    senderDomainVerified: flag('sender_domain_verified'),
    /** Open and click tracking in mail (the email log's seen and clicked); off for privacy. */
    mailTracking: boolean('mail_tracking').notNull().default(true),
    /** Send the report's PDF to the customer (sendReportToMe) as the report is completed. */
    autoSendReport: flag('auto_send_report'),
    /** The largest upload, in megabytes (at most the product's 25). */
    maxUploadMb: integer('max_upload_mb').notNull().default(25),
    logoFileId: uuid('logo_file_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The booking page finds its company by the request's host, or by the slug (one company each).
    uniqueIndex('companies_campaign_host_unique').on(sql`lower(${t.campaignHost})`),
    uniqueIndex('companies_booking_slug_unique').on(sql`lower(${t.bookingSlug})`),
  ],
);
export type CompanyRow = typeof companies.$inferSelect;

/** The booking page's own words per language; a text left out is the product's. */
export type BookingTexts = Partial<
  Record<'da' | 'en', { intro?: string; confirmation?: string; declined?: string; waitlist?: string }>
>;
