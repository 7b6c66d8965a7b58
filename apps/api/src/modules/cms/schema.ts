import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { CmsBilingualContent } from '@seller-portal/contracts/education';
import { createdAt, timestamptz } from '../../db/columns';

/**
 * A CMS page (§2.2): its draft and, once published, what visitors read, each in id and en; `version` rises with every
 * change so an edit from an older version is refused.
 */
export const cmsPages = pgTable(
  'cms_pages',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    version: integer('version').notNull().default(1),
    draft: jsonb('draft').$type<CmsBilingualContent>().notNull(),
    published: jsonb('published').$type<CmsBilingualContent>(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('cms_pages_kind_known', sql`${t.kind} in ('CMS', 'PAGE', 'TEXT')`),
    check('cms_pages_status_known', sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check('cms_pages_published_has_content', sql`${t.status} = 'DRAFT' or ${t.published} is not null`),
  ],
);

/** Every change of a CMS page: who, when, what it did, and the content it left. */
export const cmsPageRevisions = pgTable(
  'cms_page_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code')
      .notNull()
      .references(() => cmsPages.code, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    action: text('action').notNull(),
    content: jsonb('content').$type<CmsBilingualContent>().notNull(),
    by: text('by').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [
    index('cms_page_revisions_code_idx').on(t.code, t.version),
    check('cms_page_revisions_action_known', sql`${t.action} in ('EDIT', 'PUBLISH', 'UNPUBLISH')`),
  ],
);
