import type { FeedbackAnswer, FeedbackQuestion, Tutorial } from '@seller-portal/contracts/education';

/** §3, §4.7 every tutorial with the user's state: COMPLETED once finished (or skipped), ABSENT otherwise. */
export function tutorialStatesOf(names: readonly string[], completed: ReadonlySet<string>): Tutorial[] {
  return names.map((name) => ({ name, state: completed.has(name) ? 'COMPLETED' : 'ABSENT' }));
}

const day = 24 * 60 * 60_000;

/**
 * §4.11 one answer per user and event in a period: a survey may be answered when the user never answered it, or
 * answered it `periodDays` or more ago.
 */
export function mayAnswerFeedback(lastSubmittedAt: Date | null, now: Date, periodDays: number): boolean {
  return lastSubmittedAt === null || now.getTime() - lastSubmittedAt.getTime() >= periodDays * day;
}

/**
 * Whether answers fit a version 2 survey: each names a question of the survey once, a RATING is 1–5, a CHOICE one
 * of its options, a TEXT a string. `complete` (a submission, not a draft) also needs every required question,
 * and a blank text counts as unanswered.
 */
export function feedbackAnswersFit(questions: readonly FeedbackQuestion[], answers: readonly FeedbackAnswer[], complete: boolean): boolean {
  const seen = new Set<string>();
  for (const answer of answers) {
    const question = questions.find((q) => q.id === answer.questionId);
    if (!question || seen.has(answer.questionId)) return false;
    seen.add(answer.questionId);
    if (question.kind === 'RATING' && !(typeof answer.value === 'number' && answer.value >= 1 && answer.value <= 5)) return false;
    if (question.kind === 'CHOICE' && !(typeof answer.value === 'string' && (question.options ?? []).includes(answer.value))) return false;
    if (question.kind === 'TEXT' && typeof answer.value !== 'string') return false;
  }
  if (!complete) return true;
  return questions.every((q) => !q.required || answers.some((a) => a.questionId === q.id && a.value !== ''));
}
