import {
  feedbackEventOf,
  feedbackSurveyIntervalDays,
  helpMenuFeedbackEvent,
  type FeedbackAllowed,
  type FeedbackAnswersRequest,
  type FeedbackEligibility,
  type FeedbackEventDefinition,
  type FeedbackRequest,
  type FeedbackShowing,
  type SellerCareClick,
  type SellerCareClickRequest,
  type TutorialArticleList,
  type TutorialArticlesQuery,
  type TutorialList,
} from '@seller-portal/contracts/education';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../runtime';
import type { ResolvedSession } from '../session';
import type { EducationRepository } from './repository';
import { feedbackAnswersFit, mayAnswerFeedback, tutorialStatesOf } from './rules';

function storeCodeOf(current: ResolvedSession): string | null {
  return current.session.mode?.type === 'STORE' ? current.session.mode.code : null;
}

/** A `username` in the query may only name the caller: nobody reads or writes another seller's state. */
function assertOwnUsername(current: ResolvedSession, username: string | undefined): void {
  if (username !== undefined && username.trim().toLowerCase() !== current.session.username.toLowerCase()) throw new AppError('PE403001');
}

const surveyIntervalMs = feedbackSurveyIntervalDays * 86_400_000;

/** §4.7 tutorials and §4.11 seller feedback surveys. */
export class EducationService {
  constructor(
    private readonly repository: EducationRepository,
    private readonly clock: Clock,
  ) {}

  async tutorials(current: ResolvedSession, username?: string): Promise<TutorialList> {
    assertOwnUsername(current, username);
    const [names, completed] = await Promise.all([this.repository.tutorialNames(), this.repository.completedTutorials(current.userId)]);
    return { content: tutorialStatesOf(names, completed) };
  }

  /** §4.7 ABSENT → COMPLETED, for the caller only; completing it again changes nothing. */
  async completeTutorial(current: ResolvedSession, name: string): Promise<TutorialList> {
    if (!(await this.repository.tutorialExists(name))) throw new AppError('TUTORIAL_NOT_FOUND');
    await this.repository.completeTutorial(current.userId, name, this.clock.now());
    return this.tutorials(current);
  }

  async articles(query: TutorialArticlesQuery): Promise<TutorialArticleList> {
    if (!(await this.repository.tutorialExists(query.tutorialName))) throw new AppError('TUTORIAL_NOT_FOUND');
    return { content: await this.repository.articles(query.tutorialName, query.language) };
  }

  /** Version 1: whether the caller may answer the event's survey now. An event without a version 1 survey: no. */
  async feedbackAllowed(current: ResolvedSession, eventCode: string): Promise<FeedbackAllowed> {
    const event = feedbackEventOf(eventCode);
    if (event?.version !== 1) return { allowed: false };
    return { allowed: mayAnswerFeedback(await this.repository.lastFeedbackAt(current.userId, event.code), this.clock.now(), event.periodDays) };
  }

  /** Version 1: a rating and a comment, once per period. */
  async submitFeedback(current: ResolvedSession, request: FeedbackRequest): Promise<null> {
    const event = this.eventOfVersion(request.eventCode, 1);
    await this.submit(current, event, { rating: request.rating, comment: request.comment || null, answers: null });
    return null;
  }

  /**
   * Version 2 (and version 1, without questions): which events offer a survey now, with the seller's draft. None
   * does within a week of the last survey shown to the caller.
   */
  async eligible(current: ResolvedSession, eventCodes: readonly string[]): Promise<FeedbackEligibility[]> {
    const now = this.clock.now();
    const resting = this.surveyShownWithinInterval(await this.repository.lastShowingAt(current.userId), now);
    const answers: FeedbackEligibility[] = [];
    for (const eventCode of new Set(eventCodes)) {
      const event = feedbackEventOf(eventCode);
      if (!event) {
        answers.push({ eventCode, eligible: false, version: null, questions: [], draft: [] });
        continue;
      }
      // The help menu's survey is the seller asking for it: the week's pacing is for surveys nobody asked for.
      const paced = resting && event.code !== helpMenuFeedbackEvent;
      const eligible = !paced && mayAnswerFeedback(await this.repository.lastFeedbackAt(current.userId, event.code), now, event.periodDays);
      const draft = eligible && event.version === 2 ? await this.repository.draft(current.userId, event.code) : [];
      answers.push({ eventCode, eligible, version: event.version, questions: event.questions, draft });
    }
    return answers;
  }

  /**
   * §4.11 the page is about to show the event's survey: it may when the survey is open to the caller and no survey
   * was shown to the caller in the last week (on any tab or device); then it counts as shown.
   */
  async showing(current: ResolvedSession, eventCode: string): Promise<FeedbackShowing> {
    const event = feedbackEventOf(eventCode);
    if (!event) throw new AppError('FEEDBACK_EVENT_UNKNOWN');
    const now = this.clock.now();
    if (!mayAnswerFeedback(await this.repository.lastFeedbackAt(current.userId, event.code), now, event.periodDays)) return { shown: false, nextAt: null };
    if (await this.repository.claimShowing(current.userId, event.code, now, new Date(now.getTime() - surveyIntervalMs))) return { shown: true, nextAt: null };
    const last = await this.repository.lastShowingAt(current.userId);
    return { shown: false, nextAt: last ? last.getTime() + surveyIntervalMs : null };
  }

  private surveyShownWithinInterval(lastShownAt: Date | null, now: Date): boolean {
    return lastShownAt !== null && now.getTime() - lastShownAt.getTime() < surveyIntervalMs;
  }

  /** Version 2: every required question answered with a valid value, once per period; the draft goes. */
  async submitAnswers(current: ResolvedSession, request: FeedbackAnswersRequest): Promise<null> {
    const event = this.eventOfVersion(request.eventCode, 2);
    if (!feedbackAnswersFit(event.questions, request.answers, true)) throw new AppError('FEEDBACK_ANSWERS_INVALID');
    await this.submit(current, event, { rating: null, comment: null, answers: request.answers });
    return null;
  }

  /** Version 2: the answers so far (each valid, any missing); refused once the survey is answered for the period. */
  async saveDraft(current: ResolvedSession, request: FeedbackAnswersRequest): Promise<null> {
    const event = this.eventOfVersion(request.eventCode, 2);
    if (!feedbackAnswersFit(event.questions, request.answers, false)) throw new AppError('FEEDBACK_ANSWERS_INVALID');
    const now = this.clock.now();
    if (!mayAnswerFeedback(await this.repository.lastFeedbackAt(current.userId, event.code), now, event.periodDays)) {
      throw new AppError('FEEDBACK_ALREADY_SUBMITTED');
    }
    await this.repository.saveDraft(current.userId, event.code, request.answers, now);
    return null;
  }

  /** When the seller opened Seller Care (the help menu), for the caller only. */
  async sellerCareClick(current: ResolvedSession, username: string, request: SellerCareClickRequest): Promise<SellerCareClick> {
    assertOwnUsername(current, username);
    const now = this.clock.now();
    await this.repository.recordSellerCareClick(current.userId, request.page, now);
    return { clickedAt: now.toISOString() };
  }

  private eventOfVersion(eventCode: string, version: 1 | 2): FeedbackEventDefinition {
    const event = feedbackEventOf(eventCode);
    if (event?.version !== version) throw new AppError('FEEDBACK_EVENT_UNKNOWN');
    return event;
  }

  private async submit(current: ResolvedSession, event: FeedbackEventDefinition, answer: { rating: number | null; comment: string | null; answers: unknown }) {
    const now = this.clock.now();
    const written = await this.repository.submitFeedback(
      { userId: current.userId, storeCode: storeCodeOf(current), eventCode: event.code, version: event.version, ...answer, submittedAt: now },
      (last) => mayAnswerFeedback(last, now, event.periodDays),
    );
    if (!written) throw new AppError('FEEDBACK_ALREADY_SUBMITTED');
  }
}
