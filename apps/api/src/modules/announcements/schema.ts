import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from '../../db/directory-schema';
import { createdAt, textList, timestamptz } from '../../db/columns';

/**
 * §3 / §7 announcements. The status is not stored: it follows from the time window and `stopped_at` (an INTERNAL
 * user ended it for everyone). A banner is either an https URL or an uploaded image kept here as base64 with its
 * type; `banner_order` places it among the dashboard's banners.
 */
export const announcements = pgTable(
  'announcements',
  {
    code: text('code').primaryKey(),
    type: text('type').notNull(),
    conditions: textList('conditions'),
    titleId: text('title_id').notNull(),
    titleEn: text('title_en').notNull(),
    /** Sanitised rich-text HTML. */
    contentId: text('content_id').notNull(),
    contentEn: text('content_en').notNull(),
    /** ALL, STORE_CODES or BUSINESS_TYPES, with the store codes or business types in `audience_values`. */
    audienceType: text('audience_type').notNull(),
    audienceValues: textList('audience_values'),
    startTime: timestamptz('start_time').notNull(),
    endTime: timestamptz('end_time').notNull(),
    stoppedAt: timestamptz('stopped_at'),
    bannerUrl: text('banner_url'),
    bannerMimeType: text('banner_mime_type'),
    bannerBase64: text('banner_base64'),
    bannerOrder: integer('banner_order'),
    surveyUrl: text('survey_url'),
    createdBy: text('created_by').notNull(),
    createdAt: createdAt(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [
    index('announcements_window_idx').on(t.startTime, t.endTime),
    check('announcements_type_known', sql`${t.type} in ('AGREEMENT', 'SURVEY', 'QUALTRICS-SURVEY')`),
    check('announcements_audience_type_known', sql`${t.audienceType} in ('ALL', 'STORE_CODES', 'BUSINESS_TYPES')`),
    check('announcements_window_ordered', sql`${t.endTime} > ${t.startTime}`),
  ],
);

/** §4.4 what one seller user did with one announcement, and when (the report reads who and when). */
export const announcementUserStates = pgTable(
  'announcement_user_states',
  {
    announcementCode: text('announcement_code')
      .notNull()
      .references(() => announcements.code, { onDelete: 'cascade' }),
    userId: userRef(),
    /** The store the user acted in (no foreign key: the report keeps it if the store goes). */
    storeCode: text('store_code').notNull(),
    readAt: timestamptz('read_at'),
    acknowledgedAt: timestamptz('acknowledged_at'),
    ignoredAt: timestamptz('ignored_at'),
    stoppedAt: timestamptz('stopped_at'),
  },
  (t) => [primaryKey({ columns: [t.announcementCode, t.userId] }), index('announcement_user_states_user_idx').on(t.userId)],
);

/** The audit log: every change of an announcement or of the banner order, with who, when, before and after. */
export const announcementHistory = pgTable(
  'announcement_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Write order: changes within the same millisecond still list newest first. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** ANNOUNCEMENT or BANNER_ORDER. */
    type: text('type').notNull(),
    /** The announcement's code, or BANNER_ORDER. */
    identifierCode: text('identifier_code').notNull(),
    action: text('action').notNull(),
    /** Username of the INTERNAL user, kept as it was when they acted. */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('announcement_history_identifier_idx').on(t.type, t.identifierCode, t.createdAt)],
);
