import type { FeedbackAnswer, FeedbackQuestion } from '@seller-portal/contracts/education';
import { describe, expect, it } from 'vitest';
import { feedbackAnswersFit, mayAnswerFeedback, tutorialStatesOf } from './rules';

describe('tutorial state (§3, §4.7)', () => {
  it.each([
    { completed: [], expected: ['ABSENT', 'ABSENT'], says: 'a tutorial the user never finished is ABSENT' },
    { completed: ['DASHBOARD'], expected: ['COMPLETED', 'ABSENT'], says: 'the update call makes it COMPLETED' },
    { completed: ['DASHBOARD', 'ORDERS'], expected: ['COMPLETED', 'COMPLETED'], says: 'each tutorial has its own state' },
    { completed: ['GONE'], expected: ['ABSENT', 'ABSENT'], says: 'a completed name no tutorial has changes nothing' },
  ])('$says', ({ completed, expected }) => {
    expect(tutorialStatesOf(['DASHBOARD', 'ORDERS'], new Set(completed)).map((t) => t.state)).toEqual(expected);
  });
});

describe('survey eligibility: one answer per user and event in a period (§4.11)', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
  it.each([
    { last: null, periodDays: 30, allowed: true, says: 'never answered' },
    { last: daysAgo(0), periodDays: 30, allowed: false, says: 'answered just now' },
    { last: daysAgo(29.9), periodDays: 30, allowed: false, says: 'answered inside the period' },
    { last: daysAgo(30), periodDays: 30, allowed: true, says: 'the period has passed' },
    { last: daysAgo(100), periodDays: 365, allowed: false, says: 'a yearly survey answered 100 days ago' },
  ])('$says → $allowed', ({ last, periodDays, allowed }) => {
    expect(mayAnswerFeedback(last, now, periodDays)).toBe(allowed);
  });
});

describe('version 2 survey answers', () => {
  const questions: FeedbackQuestion[] = [
    { id: 'satisfaction', kind: 'RATING', required: true },
    { id: 'hardestStep', kind: 'CHOICE', required: true, options: ['DOCUMENTS', 'NONE'] },
    { id: 'suggestion', kind: 'TEXT', required: false },
  ];
  const full: FeedbackAnswer[] = [
    { questionId: 'satisfaction', value: 4 },
    { questionId: 'hardestStep', value: 'NONE' },
  ];
  it.each([
    { answers: full, complete: true, fits: true, says: 'every required question answered' },
    { answers: [...full, { questionId: 'suggestion', value: 'Lebih cepat' }], complete: true, fits: true, says: 'with the optional text' },
    { answers: [full[0]], complete: true, fits: false, says: 'a required question missing in a submission' },
    { answers: [full[0]], complete: false, fits: true, says: 'a draft may leave questions open' },
    { answers: [], complete: false, fits: true, says: 'an empty draft' },
    { answers: [{ questionId: 'satisfaction', value: 6 }], complete: false, fits: false, says: 'a rating above 5' },
    { answers: [{ questionId: 'satisfaction', value: 'five' }], complete: false, fits: false, says: 'a rating that is not a number' },
    { answers: [{ questionId: 'hardestStep', value: 'PAYMENT' }], complete: false, fits: false, says: 'a choice outside the options' },
    { answers: [{ questionId: 'unknown', value: 1 }], complete: false, fits: false, says: 'a question the survey does not ask' },
    { answers: [full[0], full[0]], complete: false, fits: false, says: 'the same question twice' },
    { answers: [{ questionId: 'suggestion', value: 3 }], complete: false, fits: false, says: 'a number for a text' },
  ])('$says → $fits', ({ answers, complete, fits }) => {
    expect(feedbackAnswersFit(questions, answers as FeedbackAnswer[], complete)).toBe(fits);
  });
});
