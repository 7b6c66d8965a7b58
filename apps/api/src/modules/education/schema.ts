import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { userRef, users } from '../../db/directory-schema';
import { createdAt, timestamptz } from '../../db/columns';

/** §3 tutorials, by name (DASHBOARD). */
export const tutorials = pgTable('tutorials', {
  name: text('name').primaryKey(),
  createdAt: createdAt(),
});

/** The steps of a tutorial per language; `target` is the `data-tutorial-step` of the element a step points at. */
export const tutorialArticles = pgTable(
  'tutorial_articles',
  {
    tutorialName: text('tutorial_name')
      .notNull()
      .references(() => tutorials.name, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tutorialName, t.language, t.position] }), check('tutorial_articles_language_known', sql`${t.language} in ('id', 'en')`)],
);

/** §4.7 a tutorial a user completed; no row is ABSENT. */
export const userTutorials = pgTable(
  'user_tutorials',
  {
    userId: userRef(),
    tutorialName: text('tutorial_name')
      .notNull()
      .references(() => tutorials.name, { onDelete: 'cascade' }),
    completedAt: timestamptz('completed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tutorialName] })],
);

/** §4.11 a submitted survey: version 1 holds rating and comment, version 2 its answers. */
export const sellerFeedbacks = pgTable(
  'seller_feedbacks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    /** The store the seller answered for; no reference, the answer outlives a store. */
    storeCode: text('store_code'),
    eventCode: text('event_code').notNull(),
    version: integer('version').notNull(),
    rating: integer('rating'),
    comment: text('comment'),
    answers: jsonb('answers'),
    submittedAt: timestamptz('submitted_at').notNull(),
  },
  (t) => [
    index('seller_feedbacks_user_event_idx').on(t.userId, t.eventCode, t.submittedAt),
    check('seller_feedbacks_version_known', sql`${t.version} in (1, 2)`),
    check('seller_feedbacks_rating_range', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/** A version 2 survey the seller has started: the answers so far, one draft per user and event. */
export const sellerFeedbackDrafts = pgTable(
  'seller_feedback_drafts',
  {
    userId: userRef(),
    eventCode: text('event_code').notNull(),
    answers: jsonb('answers').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.eventCode] })],
);

/** When each seller last opened Seller Care from the help menu, and from which page. */
export const sellerCareClicks = pgTable('seller_care_clicks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  page: text('page').notNull(),
  clickedAt: timestamptz('clicked_at').notNull(),
});

/** When a survey was last shown to each seller, and which: one survey a week per user, on any device (§4.11). */
export const sellerFeedbackShowings = pgTable('seller_feedback_showings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventCode: text('event_code').notNull(),
  shownAt: timestamptz('shown_at').notNull(),
});
