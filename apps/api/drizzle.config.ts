import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: run through `npm run db:generate`.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema.ts',
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
