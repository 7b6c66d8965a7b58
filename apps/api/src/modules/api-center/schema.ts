import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../db/directory-schema';

/**
 * §7 API center: the OpenAPI specifications internal staff upload, by service. The document is kept parsed (JSON),
 * as the view page renders it; the title and version are read from it at upload.
 */
export const apiSpecifications = pgTable(
  'api_specifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    service: text('service').notNull(),
    title: text('title').notNull(),
    version: text('version').notNull(),
    /** OPENAPI_3 or SWAGGER_2. */
    format: text('format').notNull(),
    /** The `openapi` or `swagger` field as the document gives it. */
    specVersion: text('spec_version').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    document: jsonb('document').notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('api_specifications_service_title_version_key').on(t.service, t.title, t.version), index('api_specifications_service_idx').on(t.service)],
);
