import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from src/db/tables. Committed files are never edited after they land.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/tables/index.ts',
  out: './src/db/migrations',
});
