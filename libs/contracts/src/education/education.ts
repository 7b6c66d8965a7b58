import { sellerEducationFeature } from './education-feature';
import { z } from 'zod';
import { lazySchema, defineCall } from '@seller-portal/contracts/core';
import { featureCallAccess } from '@seller-portal/contracts/core';

/** §7 "Education and content" and "Feedback": the calls of tutorials and seller feedback surveys. */
export const educationApiPaths = {
  /** GET: the caller's tutorials with their state (answer `value.content`). */
  tutorials: '/backend/edu/tutorial/filter/username',
  /** PUT: a tutorial of the caller goes ABSENT → COMPLETED. */
  tutorialUpdate: '/backend/edu/tutorial/update',
  /** GET ?tutorialName&language: the tutorial's steps. */
  tutorialArticles: '/backend/edu/article/filter/tutorial',
  /** GET ?eventCode: whether a version 1 survey may be submitted now. */
  feedbackAllowed: '/backend/edu/seller-feedback/is-allowed-submit',
  /** POST: a version 1 answer (rating and comment). */
  feedback: '/backend/edu/seller-feedback',
  /** PUT ?username: when the seller last opened Seller Care from the help menu. */
  sellerCareClickTime: '/backend/edu/seller-care-click-time',
  /** POST: which of the given events offer a survey now, and what it asks. */
  feedbackEligible: '/backend/gws/merchant-education/seller-feedbacks/eligible',
  /** POST: a version 2 answer (every required question). */
  feedbackAnswers: '/backend/gws/merchant-education/v2/seller-feedback/users/answers',
  /** POST: a version 2 draft, saved as the seller goes. */
  feedbackDraft: '/backend/gws/merchant-education/v2/seller-feedback/users/answers/draft',
  /** POST `FeedbackShowingRequest`: the page is about to show the event's survey; `FeedbackShowing` says whether it may. */
  feedbackShowing: '/backend/edu/seller-feedback/showing',
} as const;

/*
 * Tutorials (§3, §4.7)
 */

/** §3 a tutorial the user never finished is ABSENT; the update call makes it COMPLETED. */
const tutorialStates = ['ABSENT', 'COMPLETED'] as const;
export type TutorialState = (typeof tutorialStates)[number];

/** The tutorial that walks a seller through the dashboard. */
export const dashboardTutorialName = 'DASHBOARD';

const tutorialNameSchema = lazySchema(() => z.string().trim().min(1).max(100));

const tutorialSchema = lazySchema(() => z.object({ name: z.string(), state: z.enum(tutorialStates) }));
export type Tutorial = z.output<typeof tutorialSchema>;

/** GET tutorial/filter/username: an optional `username`, which may only name the caller. */
const tutorialsQuerySchema = lazySchema(() => z.object({ username: z.string().trim().min(1).max(200).optional() }));
export type TutorialsQuery = z.infer<typeof tutorialsQuerySchema>;

/** GET tutorial/filter/username: `value.content` (the §7 `body.content`). */
const tutorialListSchema = lazySchema(() => z.object({ content: z.array(tutorialSchema) }));
export type TutorialList = z.output<typeof tutorialListSchema>;

/** PUT tutorial/update: the caller's own tutorial, by name. */
const tutorialUpdateRequestSchema = lazySchema(() => z.object({ name: tutorialNameSchema }));
export type TutorialUpdateRequest = z.infer<typeof tutorialUpdateRequestSchema>;

/** The languages of content (§9). */
const contentLanguages = ['id', 'en'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

const tutorialArticlesQuerySchema = lazySchema(() => z.object({ tutorialName: tutorialNameSchema, language: z.enum(contentLanguages) }));
export type TutorialArticlesQuery = z.infer<typeof tutorialArticlesQuerySchema>;

/** One step of a tutorial: what it says and the element it points at (`data-tutorial-step` on the page). */
const tutorialArticleSchema = lazySchema(() =>
  z.object({
    position: z.number().int(),
    title: z.string(),
    body: z.string(),
    /** The value of the `data-tutorial-step` attribute of the element the step points at. */
    target: z.string(),
  }),
);
export type TutorialArticle = z.output<typeof tutorialArticleSchema>;

const tutorialArticleListSchema = lazySchema(() => z.object({ content: z.array(tutorialArticleSchema) }));
export type TutorialArticleList = z.output<typeof tutorialArticleListSchema>;

/*
 * Seller feedback surveys (§4.11, §7 "Feedback")
 */

/** §3 the two seller feedback event cookies: the events a survey was shown for, and submitted for, in this browser. */
export const sellerFeedbackCookies = { shown: 'seller-feedback-event-shown', submitted: 'seller-feedback-event-submitted' } as const;

/** The window event that opens a survey: `new CustomEvent(sellerFeedbackEvent, { detail: { eventCode } })`. */
export const sellerFeedbackEvent = 'seller-feedback';
export interface SellerFeedbackEventDetail {
  eventCode: string;
}

/** The survey of the help menu's "Give feedback". */
export const helpMenuFeedbackEvent = 'SELLER_HELP_MENU';

/** A question of a version 2 survey: a rating of 1–5, one of its options, or free text. */
const feedbackQuestionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    kind: z.enum(['RATING', 'CHOICE', 'TEXT']),
    required: z.boolean(),
    /** CHOICE: the option codes (the web translates `feedback:option.<code>`). */
    options: z.array(z.string()).readonly().optional(),
  }),
);
export type FeedbackQuestion = z.output<typeof feedbackQuestionSchema>;

/**
 * A survey and its rules. Version 1 asks a rating and a comment (`is-allowed-submit`, `seller-feedback`); version 2
 * asks its questions and keeps drafts (`eligible`, `answers`, `answers/draft`). A user answers an event once per
 * `periodDays`.
 */
export interface FeedbackEventDefinition {
  code: string;
  version: 1 | 2;
  periodDays: number;
  questions: readonly FeedbackQuestion[];
}

const chatQuestions: readonly FeedbackQuestion[] = [
  { id: 'satisfaction', kind: 'RATING', required: true },
  { id: 'easeOfUse', kind: 'CHOICE', required: true, options: ['EASY', 'OKAY', 'HARD'] },
  { id: 'suggestion', kind: 'TEXT', required: false },
];

/** The §3 seller chat feedback codes, each with its V2 suffix. */
const sellerChatFeedbackCodes = ['TEXT', 'IMAGE', 'PRODUCT', 'ORDER', 'STICKER', 'EDIT_TEMPLATE', 'INAPPROPRIATE_IMAGE', 'NOTIFICATION'].map(
  (kind) => `SELLER_CHAT_${kind}_V2`,
);

/** The events that offer a survey. An event not listed here offers none (eligible false, submit FEEDBACK_EVENT_UNKNOWN). */
const feedbackEvents: readonly FeedbackEventDefinition[] = [
  // After a tutorial is finished or skipped: how useful it was.
  { code: 'SELLER_TUTORIAL_DASHBOARD', version: 1, periodDays: 90, questions: [] },
  // From the help menu, at any time: a rating of the portal, once a month.
  { code: 'SELLER_HELP_MENU', version: 1, periodDays: 30, questions: [] },
  // After the store went live: how the onboarding went, in a few questions.
  {
    code: 'SELLER_ONBOARDING_V2',
    version: 2,
    periodDays: 365,
    questions: [
      { id: 'satisfaction', kind: 'RATING', required: true },
      { id: 'hardestStep', kind: 'CHOICE', required: true, options: ['STORE_DETAILS', 'PICKUP_ADDRESS', 'DOCUMENTS', 'NONE'] },
      { id: 'suggestion', kind: 'TEXT', required: false },
    ],
  },
  ...sellerChatFeedbackCodes.map((code) => ({ code, version: 2 as const, periodDays: 30, questions: chatQuestions })),
];

export function feedbackEventOf(code: string): FeedbackEventDefinition | undefined {
  return feedbackEvents.find((event) => event.code === code);
}

const feedbackEventCodeSchema = lazySchema(() => z.string().trim().min(1).max(64));

const feedbackAllowedQuerySchema = lazySchema(() => z.object({ eventCode: feedbackEventCodeSchema }));
export type FeedbackAllowedQuery = z.infer<typeof feedbackAllowedQuerySchema>;

/** `is-allowed-submit`'s value. */
const feedbackAllowedSchema = lazySchema(() => z.object({ allowed: z.boolean() }));
export type FeedbackAllowed = z.output<typeof feedbackAllowedSchema>;

const feedbackCommentMaxLength = 500;

/** POST seller-feedback (version 1): a rating of 1–5 and an optional comment. */
const feedbackRequestSchema = lazySchema(() =>
  z.object({
    eventCode: feedbackEventCodeSchema,
    rating: z.number().int().min(1).max(5),
    comment: z.string().trim().max(feedbackCommentMaxLength).optional(),
  }),
);
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

/** PUT seller-care-click-time?username: where the seller opened Seller Care. */
const sellerCareClickQuerySchema = lazySchema(() => z.object({ username: z.string().trim().min(1).max(200) }));
const sellerCareClickRequestSchema = lazySchema(() => z.object({ page: z.string().trim().min(1).max(200) }));
export type SellerCareClickQuery = z.infer<typeof sellerCareClickQuerySchema>;
export type SellerCareClickRequest = z.infer<typeof sellerCareClickRequestSchema>;
const sellerCareClickSchema = lazySchema(() => z.object({ clickedAt: z.string() }));
export type SellerCareClick = z.output<typeof sellerCareClickSchema>;

/** POST seller-feedbacks/eligible: the events the page may open a survey for. */
const feedbackEligibleRequestSchema = lazySchema(() => z.object({ eventCodes: z.array(feedbackEventCodeSchema).min(1).max(20) }));
export type FeedbackEligibleRequest = z.infer<typeof feedbackEligibleRequestSchema>;

export type FeedbackAnswerValue = number | string;
const feedbackAnswerTextMaxLength = 500;
const feedbackAnswerSchema = lazySchema(() =>
  z.object({
    questionId: z.string().trim().min(1).max(64),
    value: z.union([z.number().int(), z.string().trim().max(feedbackAnswerTextMaxLength)]),
  }),
);
export type FeedbackAnswer = z.infer<typeof feedbackAnswerSchema>;

/** One event's answer to `eligible`: whether to offer it, its survey and the seller's draft. */
const feedbackEligibilitySchema = lazySchema(() =>
  z.object({
    eventCode: z.string(),
    eligible: z.boolean(),
    version: z.union([z.literal(1), z.literal(2)]).nullable(),
    questions: z.array(feedbackQuestionSchema).readonly(),
    draft: z.array(feedbackAnswerSchema),
  }),
);
export type FeedbackEligibility = z.output<typeof feedbackEligibilitySchema>;

/** At most one survey shown per user in this many days, whatever the event, the tab or the device. */
export const feedbackSurveyIntervalDays = 7;

/** POST seller-feedback/showing: the survey the page would show now. */
const feedbackShowingRequestSchema = lazySchema(() => z.object({ eventCode: feedbackEventCodeSchema }));
export type FeedbackShowingRequest = z.infer<typeof feedbackShowingRequestSchema>;

/** Whether the survey may show now (then it counts as shown), and when the next one may (epoch ms) when it may not. */
const feedbackShowingSchema = lazySchema(() => z.object({ shown: z.boolean(), nextAt: z.number().nullable() }));
export type FeedbackShowing = z.output<typeof feedbackShowingSchema>;

/** POST v2 answers and answers/draft. */
const feedbackAnswersRequestSchema = lazySchema(() => z.object({ eventCode: feedbackEventCodeSchema, answers: z.array(feedbackAnswerSchema).max(20) }));
export type FeedbackAnswersRequest = z.infer<typeof feedbackAnswersRequestSchema>;

// ── Calls ──

/** §6 tutorials and surveys are a seller's: a STORE session, about its own user only. */
const educationAccess = featureCallAccess(sellerEducationFeature);

/** The education calls: the caller's tutorials and their steps, and the feedback surveys (§7 "Education", "Feedback"). */
export const educationCalls = {
  tutorials: defineCall({
    method: 'GET',
    path: educationApiPaths.tutorials,
    summary: "The caller's tutorials with their state (`username` may only name the caller).",
    access: educationAccess,
    query: tutorialsQuerySchema,
    answer: tutorialListSchema,
    errors: [],
  }),
  completeTutorial: defineCall({
    method: 'PUT',
    path: educationApiPaths.tutorialUpdate,
    summary: "A tutorial of the caller goes ABSENT → COMPLETED; answers the caller's tutorials.",
    access: educationAccess,
    body: tutorialUpdateRequestSchema,
    answer: tutorialListSchema,
    errors: ['TUTORIAL_NOT_FOUND'],
  }),
  tutorialArticles: defineCall({
    method: 'GET',
    path: educationApiPaths.tutorialArticles,
    summary: "A tutorial's steps in a language.",
    access: educationAccess,
    query: tutorialArticlesQuerySchema,
    answer: tutorialArticleListSchema,
    errors: ['TUTORIAL_NOT_FOUND'],
  }),
  feedbackAllowed: defineCall({
    method: 'GET',
    path: educationApiPaths.feedbackAllowed,
    summary: "Whether the caller may answer an event's version 1 survey now.",
    access: educationAccess,
    query: feedbackAllowedQuerySchema,
    answer: feedbackAllowedSchema,
    errors: [],
  }),
  submitFeedback: defineCall({
    method: 'POST',
    path: educationApiPaths.feedback,
    summary: 'A version 1 answer: a rating and a comment, once per period.',
    access: educationAccess,
    body: feedbackRequestSchema,
    answer: lazySchema(() => z.null()),
    errors: ['FEEDBACK_EVENT_UNKNOWN', 'FEEDBACK_ALREADY_SUBMITTED'],
  }),
  sellerCareClick: defineCall({
    method: 'PUT',
    path: educationApiPaths.sellerCareClickTime,
    summary: 'When the caller last opened Seller Care from the help menu, and from which page.',
    access: educationAccess,
    query: sellerCareClickQuerySchema,
    body: sellerCareClickRequestSchema,
    answer: sellerCareClickSchema,
    errors: [],
  }),
  eligible: defineCall({
    method: 'POST',
    path: educationApiPaths.feedbackEligible,
    summary: 'Which of the given events offer a survey now, what each asks and the caller’s draft.',
    access: educationAccess,
    body: feedbackEligibleRequestSchema,
    answer: lazySchema(() => z.array(feedbackEligibilitySchema)),
    errors: [],
  }),
  showing: defineCall({
    method: 'POST',
    path: educationApiPaths.feedbackShowing,
    summary: "The page is about to show an event's survey: whether it may (one a week per user), counted as shown when it may.",
    access: educationAccess,
    body: feedbackShowingRequestSchema,
    answer: feedbackShowingSchema,
    errors: ['FEEDBACK_EVENT_UNKNOWN'],
  }),
  submitAnswers: defineCall({
    method: 'POST',
    path: educationApiPaths.feedbackAnswers,
    summary: 'A version 2 answer: every required question, once per period; the draft goes.',
    access: educationAccess,
    body: feedbackAnswersRequestSchema,
    answer: lazySchema(() => z.null()),
    errors: ['FEEDBACK_EVENT_UNKNOWN', 'FEEDBACK_ANSWERS_INVALID', 'FEEDBACK_ALREADY_SUBMITTED'],
  }),
  saveDraft: defineCall({
    method: 'POST',
    path: educationApiPaths.feedbackDraft,
    summary: 'A version 2 draft: the answers so far, each valid, kept as the seller goes.',
    access: educationAccess,
    body: feedbackAnswersRequestSchema,
    answer: lazySchema(() => z.null()),
    errors: ['FEEDBACK_EVENT_UNKNOWN', 'FEEDBACK_ANSWERS_INVALID', 'FEEDBACK_ALREADY_SUBMITTED'],
  }),
} as const;
