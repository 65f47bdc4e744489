import { defineConfig } from '@playwright/test';

// The built app (web/dist, built by `npm run test:e2e` before this runs). Each worker starts its own server on a
// fresh embedded database (the `workerServer` fixture in e2e/fixtures.ts, ports E2E_PORT + worker), so the demo
// seed runs for every worker and specs that change demo data never meet another worker's changes.
export default defineConfig({
  testDir: './e2e',
  // Files run in parallel on their workers' own servers; a file's tests run in order on one (specs that change demo
  // data restore it for the files after them on that worker). Two workers: the machine has two cores.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  // These tests check behaviour, not speed (bench/ measures that): a first page load on a busy two-core CI machine,
  // two workers each with a browser and a server, has taken over 7 s.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    headless: true,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
