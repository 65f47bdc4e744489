import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { startFakeEconomic, type FakeEconomic } from '../server/test/fake-economic.ts';
import { startMailbox, type Mailbox } from './mailbox.ts';
import { startWorkerServer, type WorkerServer } from './worker-server.ts';

export const password = 'demo1234';
export const users = {
  admin: 'admin@demo.dk',
  employee: 'tekniker@demo.dk',
  superadmin: 'super@demo.dk',
  otherAdmin: 'admin@anden.dk',
  /** Mette Andersen's login: a customer of Demo Service (the customer area). */
  customer: 'kunde@demo.dk',
} as const;

/** The console error of a sign-in the server refuses (401): declared by tests that provoke one. */
export const refusedSignIn =
  /^Failed to load resource: the server responded with a status of 401 \(Unauthorized\) \(http:\/\/[^)]+\/login\)$/;

/**
 * For `test.use`: the console errors the tests provoke on purpose. (A bare array of two patterns would be read by
 * Playwright as a fixture value followed by its options, so the list goes in the tuple form.)
 */
export function provokedConsoleErrors(...patterns: RegExp[]) {
  return { allowedConsoleErrors: [patterns, { scope: 'test' }] as [RegExp[], { scope: 'test' }] };
}

/** Signs in through the API: the cookie lands in the page's browser context. */
export async function signInViaApi(page: Page, email: string, pw = password): Promise<void> {
  const response = await page.request.post('/login', { data: { email, password: pw } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
}

/**
 * Signs in as someone else. The open page is left first: a back-office page that finds its session gone sends the
 * document to sign-in, and that navigation would abort the test's next page.goto (net::ERR_ABORTED).
 */
export async function switchUser(page: Page, email: string, pw = password): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await signInViaApi(page, email, pw);
}

/** Signs in through the form, as a person would. */
export async function signInViaUi(page: Page, email: string, pw = password): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^(Adgangskode|Password)$/).fill(pw);
  await page.getByRole('button', { name: /^(Log ind|Sign in)$/ }).click();
}

/** A GraphQL call with the context's cookies. */
export async function gql<T = unknown>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string; field?: string } }[] }> {
  const response = await request.post('/graphql', { data: { query, variables } });
  return response.json();
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: /^(Hovedmenu|Main menu)$/ });
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Brugermenu|User menu):/ }).click();
}

/**
 * Opens a user-menu submenu and picks an item, moving the pointer there in steps as a person would (Radix keeps
 * a submenu open only while the pointer heads towards it).
 */
export async function chooseInSubmenu(page: Page, submenu: string, item: string): Promise<void> {
  await page.getByRole('menuitem', { name: submenu }).click();
  const target = page.getByRole('menuitemradio', { name: item });
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
  await target.click();
}

interface TestFixtures {
  /**
   * Console errors and uncaught page errors the test provokes on purpose (a refused sign-in's 401, a request the test
   * aborts), matched against "<text> (<url>)". Any other fails the test. Declare with
   * `test.use(provokedConsoleErrors(/…/))`.
   */
  allowedConsoleErrors: RegExp[];
  /** What the browser reported as an error during the test, from every context the test opened. */
  browserErrors: string[];
  consoleGuard: void;
  /** Map tiles come from a third party the tests must not depend on (nor fail on, offline): an empty tile stands in. */
  emptyMapTiles: void;
  /** A further browser context (a second person), watched like the test's own and closed after the test. */
  openContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

interface WorkerFixtures {
  /** The worker's SMTP listener: every mail its server sends arrives here (waitForMail). */
  mailbox: Mailbox;
  /** The worker's fake e-conomic (server/test/fake-economic.ts): its server's ECONOMIC_API_URL. */
  fakeEconomic: FakeEconomic;
  workerServer: WorkerServer;
}

/** A transparent 1×1 PNG. */
const emptyTilePng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Where the map's tiles come from (the app's default, VITE_MAP_TILE_URL). */
export const mapTileUrls = 'https://tile.openstreetmap.org/**';

function watchErrors(context: BrowserContext, errors: string[]): void {
  context.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (error) => errors.push(`uncaught: ${error.error().message} (${error.page()?.url() ?? ''})`));
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  // Each worker runs its own server on its own database: workers never see each other's changes.
  mailbox: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no fixtures used
    async ({}, use) => {
      const mailbox = await startMailbox();
      await use(mailbox);
      await mailbox.close();
    },
    { scope: 'worker' },
  ],
  fakeEconomic: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no fixtures used
    async ({}, use) => {
      const fake = await startFakeEconomic();
      await use(fake);
      await fake.close();
    },
    { scope: 'worker' },
  ],
  workerServer: [
    async ({ mailbox, fakeEconomic }, use, workerInfo) => {
      const server = await startWorkerServer(workerInfo.parallelIndex, {
        smtpUrl: mailbox.url,
        economicApiUrl: fakeEconomic.url,
      });
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),

  allowedConsoleErrors: [[], { option: true }],
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring even with no fixtures used
  browserErrors: async ({}, use) => use([]),
  consoleGuard: [
    async ({ context, browserErrors, allowedConsoleErrors }, use) => {
      watchErrors(context, browserErrors);
      await use();
      const unexpected = browserErrors.filter((error) => !allowedConsoleErrors.some((allowed) => allowed.test(error)));
      expect(unexpected, 'errors in the browser console (declare provoked ones with provokedConsoleErrors)').toEqual(
        [],
      );
    },
    { auto: true },
  ],
  emptyMapTiles: [
    async ({ context }, use) => {
      await context.route(mapTileUrls, (route) => route.fulfill({ contentType: 'image/png', body: emptyTilePng }));
      await use();
    },
    { auto: true },
  ],
  openContext: async ({ browser, browserErrors }, use) => {
    const opened: BrowserContext[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      watchErrors(context, browserErrors);
      opened.push(context);
      return context;
    });
    await Promise.all(opened.map((context) => context.close()));
  },
});

export { expect };
