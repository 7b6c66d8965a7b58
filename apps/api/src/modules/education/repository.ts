import type { FeedbackAnswer } from '@seller-portal/contracts/education';
import { and, asc, desc, eq, like, lte, notInArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/open-database';
import { sellerCareClicks, sellerFeedbackDrafts, sellerFeedbackShowings, sellerFeedbacks, tutorialArticles, tutorials, userTutorials } from './schema';
import { users } from '../../db/schema';

export type NewTutorialArticle = typeof tutorialArticles.$inferInsert;
export type NewFeedback = typeof sellerFeedbacks.$inferInsert;
type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The only place that reads and writes the tutorial and feedback tables. */
export class EducationRepository {
  constructor(private readonly db: AppDatabase) {}

  async tutorialNames(): Promise<string[]> {
    return (await this.db.select({ name: tutorials.name }).from(tutorials).orderBy(asc(tutorials.name))).map((row) => row.name);
  }

  async tutorialExists(name: string): Promise<boolean> {
    return (await this.db.select({ name: tutorials.name }).from(tutorials).where(eq(tutorials.name, name)).limit(1)).length > 0;
  }

  async completedTutorials(userId: string): Promise<Set<string>> {
    const rows = await this.db.select({ name: userTutorials.tutorialName }).from(userTutorials).where(eq(userTutorials.userId, userId));
    return new Set(rows.map((row) => row.name));
  }

  /** ABSENT → COMPLETED; a second call keeps the first completion time. */
  async completeTutorial(userId: string, tutorialName: string, at: Date): Promise<void> {
    await this.db.insert(userTutorials).values({ userId, tutorialName, completedAt: at }).onConflictDoNothing();
  }

  async articles(tutorialName: string, language: string) {
    return this.db
      .select({ position: tutorialArticles.position, title: tutorialArticles.title, body: tutorialArticles.body, target: tutorialArticles.target })
      .from(tutorialArticles)
      .where(and(eq(tutorialArticles.tutorialName, tutorialName), eq(tutorialArticles.language, language)))
      .orderBy(asc(tutorialArticles.position));
  }

  /** Demo content: the tutorial and its steps, kept as they are when they exist. */
  async seedTutorial(name: string, articles: readonly Omit<NewTutorialArticle, 'tutorialName'>[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(tutorials).values({ name }).onConflictDoNothing();
      await tx
        .insert(tutorialArticles)
        .values(articles.map((article) => ({ ...article, tutorialName: name })))
        .onConflictDoNothing();
    });
  }

  /** Demo data: the users of `domain` (but `except`) have finished the tutorial already. */
  async seedCompleted(domain: string, except: readonly string[], tutorialName: string, at: Date): Promise<void> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(like(users.username, `%@${domain}`), notInArray(users.username, [...except])));
    if (rows.length === 0) return;
    await this.db
      .insert(userTutorials)
      .values(rows.map((row) => ({ userId: row.id, tutorialName, completedAt: at })))
      .onConflictDoNothing();
  }

  async lastFeedbackAt(userId: string, eventCode: string, db: AppDatabase | Transaction = this.db): Promise<Date | null> {
    const [row] = await db
      .select({ at: sellerFeedbacks.submittedAt })
      .from(sellerFeedbacks)
      .where(and(eq(sellerFeedbacks.userId, userId), eq(sellerFeedbacks.eventCode, eventCode)))
      .orderBy(desc(sellerFeedbacks.submittedAt))
      .limit(1);
    return row?.at ?? null;
  }

  /**
   * Writes a submission when `allowed` agrees, in one transaction holding the user's row, so two racing submits
   * cannot both pass the once-per-period check. The user's draft of the event goes with it. Returns whether it
   * was written.
   */
  async submitFeedback(feedback: NewFeedback, allowed: (lastSubmittedAt: Date | null) => boolean): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, feedback.userId)).for('update');
      if (!allowed(await this.lastFeedbackAt(feedback.userId, feedback.eventCode, tx))) return false;
      await tx.insert(sellerFeedbacks).values(feedback);
      await tx
        .delete(sellerFeedbackDrafts)
        .where(and(eq(sellerFeedbackDrafts.userId, feedback.userId), eq(sellerFeedbackDrafts.eventCode, feedback.eventCode)));
      return true;
    });
  }

  /** When the user was last shown a survey (any event); null: never. */
  async lastShowingAt(userId: string): Promise<Date | null> {
    const [row] = await this.db.select({ at: sellerFeedbackShowings.shownAt }).from(sellerFeedbackShowings).where(eq(sellerFeedbackShowings.userId, userId));
    return row?.at ?? null;
  }

  /**
   * Records a survey shown at `now` unless one was shown after `since`, in one statement, so two tabs or devices
   * asking at once show one survey between them. True: this caller's survey shows.
   */
  async claimShowing(userId: string, eventCode: string, now: Date, since: Date): Promise<boolean> {
    const claimed = await this.db
      .insert(sellerFeedbackShowings)
      .values({ userId, eventCode, shownAt: now })
      .onConflictDoUpdate({
        target: sellerFeedbackShowings.userId,
        set: { eventCode, shownAt: now },
        setWhere: lte(sellerFeedbackShowings.shownAt, since),
      })
      .returning({ userId: sellerFeedbackShowings.userId });
    return claimed.length > 0;
  }

  async draft(userId: string, eventCode: string): Promise<FeedbackAnswer[]> {
    const [row] = await this.db
      .select({ answers: sellerFeedbackDrafts.answers })
      .from(sellerFeedbackDrafts)
      .where(and(eq(sellerFeedbackDrafts.userId, userId), eq(sellerFeedbackDrafts.eventCode, eventCode)));
    return (row?.answers as FeedbackAnswer[] | undefined) ?? [];
  }

  async saveDraft(userId: string, eventCode: string, answers: readonly FeedbackAnswer[], at: Date): Promise<void> {
    await this.db
      .insert(sellerFeedbackDrafts)
      .values({ userId, eventCode, answers, updatedAt: at })
      .onConflictDoUpdate({ target: [sellerFeedbackDrafts.userId, sellerFeedbackDrafts.eventCode], set: { answers, updatedAt: at } });
  }

  async recordSellerCareClick(userId: string, page: string, at: Date): Promise<void> {
    await this.db
      .insert(sellerCareClicks)
      .values({ userId, page, clickedAt: at })
      .onConflictDoUpdate({ target: sellerCareClicks.userId, set: { page, clickedAt: at } });
  }
}
