import { defineConfig } from '@playwright/test';

// The built app (web/dist, built by `npm run test:e2e` before this runs). Each worker starts its own server on a
// fresh embedded database (the `workerServer` fixture in e2e/fixtures.ts, ports E2E_PORT + worker), so the demo
// seed runs for every worker and specs that change demo data never meet another worker's changes.
export default defineConfig({
  testDir: './e2e',
  // Files may run in parallel on their workers' own servers; a file's tests run in order on one (specs that change
  // demo data restore it for the files after them on that worker). One worker unless E2E_WORKERS says more: on the
  // two-core CI machine a worker is a browser and a server, and two of them ran the suite slower than one (a subset of
  // 77 tests: 11.2 min with two workers and a timeout, 9.8 min with one), their tests up to three times as long.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // These tests check behaviour, not speed (bench/ measures that): the CI machine's speed varies by a factor of two to
  // three between days, and a journey that takes 10 s on a good day must not fail on a slow one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
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
