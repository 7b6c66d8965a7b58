/**
 * The shared directory's tables (people, stores, their modes and codes, menus): every module may read and write
 * them. Every other table belongs to the module that owns it (`modules/<module>/schema.ts`, named in its
 * descriptor's `tables`), and only that module's repositories use it. drizzle-kit finds all of them through the
 * globs of `apps/api/drizzle.config.ts`.
 */
export * from './directory-schema';
