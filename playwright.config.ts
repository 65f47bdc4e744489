import { defineConfig } from '@playwright/test';

// The built app (web/dist, built by `npm run test:e2e` before this runs) served by the real server on a fresh
// embedded database, so the demo seed runs every time.
const port = Number(process.env.E2E_PORT ?? 3199);
// A second server, own data, for specs whose changes cannot be undone (the password change).
const isolatedPort = port - 1;
const baseURL = `http://127.0.0.1:${port}`;
const isolatedURL = `http://127.0.0.1:${isolatedPort}`;

const server = (p: number) => ({
  command: `DATA_DIR=$(mktemp -d) PORT=${p} npm run start -w server`,
  url: `http://127.0.0.1:${p}/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
});

export default defineConfig({
  testDir: './e2e',
  // Specs change shared demo data (flags, language, password) and restore it; one worker keeps that simple.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
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
  projects: [
    { name: 'app', testIgnore: /password\.spec\.ts$/ },
    { name: 'isolated', testMatch: /password\.spec\.ts$/, use: { baseURL: isolatedURL } },
  ],
  webServer: [server(port), server(isolatedPort)],
});
