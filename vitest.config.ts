import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/src/**/*.test.ts', 'server/test/**/*.test.ts', 'web/src/**/*.test.ts'],
    // Server tests open real databases (PGlite in-process, PostgreSQL when TEST_DATABASE_URL is set).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ['server/test/global-setup.ts'],
    env: { NODE_ENV: 'test' },
  },
});
