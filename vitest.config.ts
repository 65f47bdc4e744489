import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    // graphql 16 ships CommonJS (main) and ESM (module) builds without an exports map. Node, and so every
    // dependency vitest leaves external (Pothos, Yoga), loads the CommonJS build, while vite would hand our
    // own sources the ESM build: two graphql modules, whose GraphQLError instances the other does not know
    // (every error then arrives masked as INTERNAL_SERVER_ERROR). Pin our imports to the build Node loads.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    // Server tests open real databases (PGlite in-process, PostgreSQL when TEST_DATABASE_URL is set).
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: 'test' },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['domain/src/**/*.test.ts', 'server/test/**/*.test.ts', 'web/src/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
      {
        // The web's components with logic, rendered in jsdom and driven like a person would (Testing Library);
        // no database, so no server setup.
        extends: true,
        test: {
          name: 'dom',
          include: ['web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/test/dom-setup.ts'],
        },
      },
    ],
  },
});
