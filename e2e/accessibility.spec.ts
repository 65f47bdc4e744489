import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { FileRoutesByFullPath } from '../web/src/routeTree.gen.ts';
import { test, expect, gql, signInViaApi, users } from './fixtures.ts';

/**
 * axe-core (WCAG 2.1 A and AA) on every screen, and its colour rules again in dark: a new screen cannot add a
 * violation. The table is typed by the app's route tree, so a new route does not compile until it has a screen here
 * (or a reason not to).
 */
interface Screen {
  /** Who looks at it; none for the pages before sign-in. */
  user?: string;
  /** The address, given the ids of records the demo data has. */
  url: (ids: Ids) => string;
  /** What shows once the screen has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  /**
   * The page takes the colour scheme when it loads and does not follow a change (the technician panel: following
   * it live would cost its first screen more than its JavaScript budget allows), so each theme is a fresh load.
   */
  schemeOnLoad?: boolean;
}
interface Ids {
  customerId: string;
  employeeId: string;
  visitId: string;
  /** Luftfilter G4 287×592 (FLT-100) of the demo. */
  itemId: string;
  /** One of the demo customer's own visits (the customer area). */
  myVisitId?: string;
  /** The demo's default report template (Serviceeftersyn ventilation). */
  reportTemplateId?: string;
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });
const admin = users.admin;

const screens: Record<keyof FileRoutesByFullPath, Screen | { skip: string }> = {
  '/': { skip: 'sends a visitor on to /sign-in or /admin at once' },
  '/logout': { skip: 'signs out and goes to /sign-in at once' },
  '/admin': { skip: 'the layout of every /admin screen below' },
  '/invitation/$token': {
    url: () => '/invitation/not-a-valid-token-0000000000',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  // A service reminder's link (no sign-in): a token that names none says so.
  '/service/$token': {
    url: () => '/service/not-a-valid-token-0000000000',
    ready: (page) => page.getByRole('heading', { level: 1, name: 'Linket virker ikke' }),
  },
  '/admin/': { user: admin, url: () => '/admin/', ready: (page) => page.getByRole('table', { name: 'Dagens besøg' }) },
  '/admin/bookings': { user: admin, url: () => '/admin/bookings', ready: heading('Henvendelser') },
  '/admin/categories': { user: admin, url: () => '/admin/categories', ready: heading('Kategorier') },
  '/admin/departments': { user: admin, url: () => '/admin/departments', ready: heading('Afdelinger') },
  // The customer portal's shared documents (none shared in the demo: its empty state).
  '/admin/documents': { user: users.customer, url: () => '/admin/documents', ready: heading('Dokumenter') },
  // The customer portal's messages: her thread with the company.
  '/admin/messages': { user: users.customer, url: () => '/admin/messages', ready: heading('Beskeder') },
  '/admin/planning': {
    user: admin,
    url: () => '/admin/planning',
    ready: (page) => page.getByRole('region', { name: 'Planlægningstavle' }),
  },
  '/admin/rentals': {
    user: admin,
    url: () => '/admin/rentals',
    ready: (page) => page.getByRole('list', { name: 'Udstyr til udlejning med de næste udlejninger' }),
  },
  '/admin/economy': {
    user: admin,
    url: () => '/admin/economy',
    ready: (page) => page.getByRole('table', { name: 'Faktureret og betalt pr. måned' }),
  },
  '/admin/events': {
    user: admin,
    url: () => '/admin/events',
    ready: (page) => page.getByRole('list', { name: 'Hændelser' }),
  },
  '/admin/invoices/': {
    user: admin,
    url: () => '/admin/invoices/',
    ready: (page) => page.getByRole('table', { name: 'Fakturaer' }),
  },
  // The demo's first invoice (demo-invoices.ts numbers them from 1, ids 5001 and up).
  '/admin/invoices/$invoiceId': {
    user: admin,
    url: () => '/admin/invoices/5eed0000-0000-4000-8000-000000005001',
    ready: (page) => page.getByRole('table', { name: 'Fakturalinjer' }),
  },
  '/admin/item-groups': {
    user: admin,
    url: () => '/admin/item-groups',
    ready: (page) => page.getByRole('table', { name: 'Varegrupper' }),
  },
  '/admin/items/': {
    user: admin,
    url: () => '/admin/items/',
    ready: (page) => page.getByRole('table', { name: 'Varer' }),
  },
  '/admin/items/$itemId': {
    user: admin,
    url: (ids) => `/admin/items/${ids.itemId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Luftfilter G4 287×592' }),
  },
  '/admin/items/new': { user: admin, url: () => '/admin/items/new', ready: (page) => page.getByLabel('Varenummer') },
  '/admin/items/import': { user: admin, url: () => '/admin/items/import', ready: heading('Importér prisliste') },
  '/admin/materials/': {
    user: admin,
    url: () => '/admin/materials/',
    ready: (page) => page.getByRole('table', { name: 'Materiel' }),
  },
  // The demo's heat pump at its first customer (demoEquipmentIds.dueMaterial).
  '/admin/materials/$materialId': {
    user: admin,
    url: () => '/admin/materials/5eed0000-0000-4000-8000-000000006100',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Etherea NZ25 · PA-NZ25-10231' }),
  },
  '/admin/materials/new': {
    user: admin,
    url: () => '/admin/materials/new',
    ready: (page) => page.getByLabel('Serienummer'),
  },
  '/admin/materials/import': { user: admin, url: () => '/admin/materials/import', ready: heading('Importér materiel') },
  '/admin/my-schedule': {
    user: admin,
    url: () => '/admin/my-schedule',
    // Checked once everything has come: the week's table, the feed card's button, the agenda's days or empty text.
    ready: (page) =>
      page
        .getByRole('main')
        .filter({ has: page.getByRole('region', { name: 'Ugen' }).getByRole('table') })
        .filter({ has: page.getByRole('button', { name: 'Opret kalenderlink' }) })
        .filter({ has: page.getByRole('region', { name: 'Dine besøg' }).getByRole('heading').nth(1) }),
  },
  '/admin/notifications': {
    user: admin,
    url: () => '/admin/notifications',
    ready: (page) => page.getByRole('list', { name: 'Notifikationer' }),
  },
  '/admin/products': { user: admin, url: () => '/admin/products', ready: heading('Produkter') },
  '/admin/report-templates/': {
    user: admin,
    url: () => '/admin/report-templates/',
    ready: (page) => page.getByRole('list', { name: 'Rapportskabeloner' }),
  },
  '/admin/report-templates/$templateId': {
    user: admin,
    url: (ids) => `/admin/report-templates/${ids.reportTemplateId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Serviceeftersyn ventilation' }),
  },
  '/admin/report-templates/new': {
    user: admin,
    url: () => '/admin/report-templates/new',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Ny rapportskabelon' }),
  },
  '/admin/service-reminders': {
    user: admin,
    url: () => '/admin/service-reminders',
    ready: (page) => page.getByRole('tab', { name: 'Venter' }),
  },
  '/admin/settings': { user: admin, url: () => '/admin/settings', ready: heading('Indstillinger') },
  '/admin/time-registrations': {
    user: admin,
    url: () => '/admin/time-registrations',
    ready: heading('Tidsregistrering'),
  },
  '/admin/company/audit-log': { user: users.superadmin, url: () => '/admin/company/audit-log', ready: heading(/./) },
  '/admin/company/': {
    user: users.superadmin,
    url: () => '/admin/company/',
    ready: (page) => page.getByRole('row', { name: /Demo Service ApS/ }),
  },
  '/admin/customers/': {
    user: admin,
    url: () => '/admin/customers/',
    ready: (page) => page.getByRole('table', { name: 'Kunder' }),
  },
  '/admin/customers/$customerId': {
    user: admin,
    url: (ids) => `/admin/customers/${ids.customerId}`,
    ready: (page) => page.getByRole('tab', { name: 'Besøg' }),
  },
  '/admin/customers/new': {
    user: admin,
    url: () => '/admin/customers/new',
    ready: (page) => page.getByLabel('Fornavn'),
  },
  '/admin/employees/': {
    user: admin,
    url: () => '/admin/employees/',
    ready: (page) => page.getByRole('table', { name: 'Medarbejdere' }),
  },
  '/admin/employees/$employeeId': {
    user: admin,
    url: (ids) => `/admin/employees/${ids.employeeId}`,
    ready: (page) => page.getByRole('tab', { name: 'Besøg' }),
  },
  '/admin/employees/new': {
    user: admin,
    url: () => '/admin/employees/new',
    ready: (page) => page.getByLabel('Fornavn'),
  },
  '/admin/settings/audit-log': { user: admin, url: () => '/admin/settings/audit-log', ready: heading(/./) },
  '/admin/settings/custom-tags': { user: admin, url: () => '/admin/settings/custom-tags', ready: heading(/./) },
  // A fresh database has sent no mail: the log's empty state.
  '/admin/settings/email-log': {
    user: admin,
    url: () => '/admin/settings/email-log',
    // The demo's payment reminder is in the log (demo-invoices.ts).
    ready: (page) => page.getByRole('table', { name: 'Email-log' }).getByRole('row').nth(1),
  },
  '/admin/visits/': {
    user: admin,
    url: () => '/admin/visits/',
    ready: (page) => page.getByRole('table', { name: 'Besøg', exact: true }),
  },
  '/admin/visits/$visitId': {
    user: admin,
    url: (ids) => `/admin/visits/${ids.visitId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: /^Sag #\d+/ }),
  },
  '/admin/stock/$itemId': {
    user: admin,
    url: (ids) => `/admin/stock/${ids.itemId}`,
    ready: (page) => page.getByRole('table', { name: 'Beholdning pr. sted' }),
  },
  '/admin/visits/new': { user: admin, url: () => '/admin/visits/new', ready: (page) => page.getByLabel('Beskrivelse') },
};

/** Views of a screen that the route table does not name: the visits layouts, the other roles' homes. */
const moreScreens: Record<string, Screen> = {
  // The sign-in page is its own page too (sign-in.html).
  'the sign-in page': { url: () => '/sign-in', ready: (page) => page.getByRole('button', { name: 'Log ind' }) },
  // The technician panel is its own page (technician.html), not a route of the app.
  'the technician panel': {
    user: users.employee,
    url: () => '/technician/dashboard/index',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'I dag' }),
    schemeOnLoad: true,
  },
  'visits as a calendar (week)': {
    user: admin,
    url: () => '/admin/visits/?layout=calendar',
    ready: (page) => page.locator('.servio-event').filter({ visible: true }).first(),
  },
  'visits as a calendar (month)': {
    user: admin,
    url: () => '/admin/visits/?layout=calendar&cal=month',
    ready: (page) => page.locator('.servio-event').filter({ visible: true }).first(),
  },
  'visits on a map': {
    user: admin,
    url: () => '/admin/visits/?layout=map',
    ready: (page) => page.locator('.leaflet-marker-icon, .marker-cluster').first(),
  },
  'materials on a map': {
    user: admin,
    url: () => '/admin/materials/?layout=map',
    ready: (page) => page.locator('.leaflet-marker-icon, .marker-cluster').first(),
  },
  'invoices: ready to invoice': {
    user: admin,
    url: () => '/admin/invoices/?tab=ready',
    ready: (page) => page.getByRole('table', { name: 'Besøg klar til fakturering' }),
  },
  'the customer area': {
    user: users.customer,
    url: () => '/admin/',
    ready: (page) => page.getByRole('table', { name: 'Mine besøg' }),
  },
  "a customer's own visit": {
    user: users.customer,
    url: (ids) => `/admin/visits/${ids.myVisitId}`,
    ready: (page) => page.getByRole('heading', { level: 2, name: /^Sag #\d+/ }),
  },
  "the customer's equipment": {
    user: users.customer,
    url: () => '/admin/materials/',
    ready: (page) => page.getByRole('list', { name: 'Dit udstyr' }),
  },
  "a technician's overview": {
    user: users.employee,
    url: () => '/admin/',
    ready: (page) => page.getByRole('table', { name: 'Dagens besøg' }),
  },
};

async function demoIds(page: Page): Promise<Ids> {
  const r = await gql<{
    customers: { items: { id: string }[] };
    employees: { items: { id: string }[] };
    visits: { items: { id: string }[] };
    items: { items: { id: string }[] };
    reportTemplates: { id: string; isDefault: boolean }[];
  }>(
    page.request,
    `{ customers(search: "Mette Andersen", limit: 1) { items { id } }
       employees(search: "Mads", limit: 1) { items { id } }
       visits(limit: 1) { items { id } }
       items(search: "FLT-100", limit: 1) { items { id } }
       reportTemplates { id isDefault } }`,
  );
  return {
    customerId: r.data!.customers.items[0]!.id,
    employeeId: r.data!.employees.items[0]!.id,
    visitId: r.data!.visits.items[0]!.id,
    itemId: r.data!.items.items[0]!.id,
    reportTemplateId: r.data!.reportTemplates.find((t) => t.isDefault)?.id,
  };
}

async function myVisitId(page: Page): Promise<string> {
  const r = await gql<{ myVisits: { items: { id: string }[] } }>(
    page.request,
    '{ myVisits(limit: 1) { items { id } } }',
  );
  return r.data!.myVisits.items[0]!.id;
}

const all = [
  ...Object.entries(screens).flatMap(([path, s]) => ('skip' in s ? [] : [[path, s] as const])),
  ...Object.entries(moreScreens),
];

const readyTimeoutMs = 20_000;

/**
 * The rules that read colours: all a theme changes. The light run checks every rule; the dark run only these, as the
 * same markup under other colours can break nothing else (axe's full run is the costliest step of the whole suite).
 */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** axe's findings, the first five places of each rule. */
async function violations(page: Page, theme: 'light' | 'dark') {
  // Legacy mode runs axe in the page itself: the default opens a blank page of its own to merge the frames' results,
  // a second page per run that cost a second or more on a slow machine (the app has no cross-origin frames to merge).
  const axe = new AxeBuilder({ page }).setLegacyMode(true);
  const results = await (
    theme === 'light' ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']) : axe.withRules(colourRules)
  ).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
  }));
}

test.describe('accessibility (axe, WCAG 2.1 AA) in light and dark', () => {
  // Room for the longer wait for a cold screen below, and for axe's two runs.
  test.describe.configure({ timeout: 90_000 });
  for (const [name, screen] of all) {
    test(name, async ({ page }) => {
      // The app follows the system's colour scheme unless the user chose one, so one page load serves both themes:
      // the scheme is switched in place and axe runs once the colour transitions have ended.
      let ids: Ids = { customerId: '', employeeId: '', visitId: '', itemId: '' };
      if (screen.user) {
        await signInViaApi(page, screen.user);
        if (screen.user === admin) ids = await demoIds(page);
        if (screen.user === users.customer) ids = { ...ids, myVisitId: await myVisitId(page) };
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(screen.url(ids));
      // Each screen opens cold (its route chunk, catalogs and first query) while the other worker runs: this spec
      // checks accessibility, not speed, so it waits longer than the default for the screen to be ready.
      await expect(screen.ready(page)).toBeVisible({ timeout: readyTimeoutMs });
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        if (screen.schemeOnLoad && theme === 'dark') {
          await page.reload();
          await expect(screen.ready(page)).toBeVisible({ timeout: readyTimeoutMs });
        }
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
        expect({ theme, violations: await violations(page, theme) }).toEqual({ theme, violations: [] });
      }
    });
  }
});
