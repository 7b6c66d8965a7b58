import { defineConfig } from 'drizzle-kit';

// Paths are relative to the repository root: run through `npm run db:generate`. The tables are the shared
// directory's and every module's own (`modules/<module>/schema.ts`), found by the glob: a new module's tables need
// no list edited.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/api/src/db/directory-schema.ts', './apps/api/src/modules/*/schema.ts'],
  out: './apps/api/drizzle',
  casing: 'snake_case',
});
