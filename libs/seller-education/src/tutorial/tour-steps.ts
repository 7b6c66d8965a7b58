import type { TutorialArticle } from '@seller-portal/contracts/education';

/** The attribute a page puts on the elements a tutorial may point at. */
export const tutorialStepAttribute = 'data-tutorial-step';

/** The steps a tour shows: those whose element is on the page, in order (a staff member has no pickup points card). */
export function visibleSteps(articles: readonly TutorialArticle[], onPage: (target: string) => boolean): TutorialArticle[] {
  return [...articles].sort((a, b) => a.position - b.position).filter((article) => onPage(article.target));
}

/** Where Next and Back lead from step `index` of `count`: another step, or the end of the tour. */
export function stepAfter(index: number, count: number, move: 'next' | 'back'): number | 'finished' {
  if (move === 'back') return Math.max(0, index - 1);
  return index + 1 >= count ? 'finished' : index + 1;
}

/** The page each tutorial runs over. */
export const tutorialPages: Readonly<Record<string, string>> = { DASHBOARD: '/dashboard' };

/** The tutorial that runs over `pathname`, if any. */
export function tutorialOfPage(pathname: string): string | undefined {
  return Object.keys(tutorialPages).find((name) => tutorialPages[name] === pathname);
}
