import { useApiClient } from '@seller-portal/api-client';
import { sellerFeedbackEvent, type ContentLanguage, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import { useSession } from '@seller-portal/session-guard';
import { CoachMark } from '@seller-portal/ui/overlays';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { tutorialArticlesQueryOptions, tutorialsQueryOptions, useCompleteTutorial } from '../api/tutorials';
import { useEducationTranslation } from '../i18n/use-education-translation';
import { stepAfter, tutorialOfPage, tutorialStepAttribute, visibleSteps } from './tour-steps';

/** The survey a finished (or skipped) dashboard tour offers. */
export const dashboardTutorialFeedbackEvent = 'SELLER_TUTORIAL_DASHBOARD';

function elementOf(target: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${tutorialStepAttribute}="${CSS.escape(target)}"]`);
}

/** The targets present on the page, kept current while the page renders (the dashboard arrives after the session). */
function useTargetsOnPage(targets: readonly string[]): Set<string> {
  const key = targets.join('\n');
  const [present, setPresent] = useState<Set<string>>(new Set());
  useEffect(() => {
    const wanted = key ? key.split('\n') : [];
    const look = () => {
      const found = wanted.filter((target) => elementOf(target));
      setPresent((current) => (found.length === current.size && found.every((t) => current.has(t)) ? current : new Set(found)));
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
  return present;
}

interface TourProps {
  tutorialName: string;
  username: string;
  onEnd: () => void;
}

function Tour({ tutorialName, username, onEnd }: TourProps) {
  const { t, i18n } = useEducationTranslation();
  const client = useApiClient();
  const complete = useCompleteTutorial(username);
  const language: ContentLanguage = i18n.language?.startsWith('en') ? 'en' : 'id';
  const { data } = useQuery(tutorialArticlesQueryOptions(client, tutorialName, language));
  const articles = data?.content ?? [];
  const present = useTargetsOnPage(articles.map((article) => article.target));
  const steps = visibleSteps(articles, (target) => present.has(target));
  const [index, setIndex] = useState(0);

  if (steps.length === 0) return null;
  const current = steps[Math.min(index, steps.length - 1)];
  const last = index >= steps.length - 1;

  // Finishing and skipping both complete the tutorial (§4.7): it does not come back.
  const end = () => {
    onEnd();
    complete.mutateAsync(tutorialName).then(
      () => {
        const detail: SellerFeedbackEventDetail = { eventCode: dashboardTutorialFeedbackEvent };
        window.dispatchEvent(new CustomEvent(sellerFeedbackEvent, { detail }));
      },
      (error: unknown) => console.error('The tutorial could not be marked completed', error),
    );
  };
  const move = (direction: 'next' | 'back') => {
    const next = stepAfter(index, steps.length, direction);
    if (next === 'finished') end();
    else setIndex(next);
  };

  return (
    <CoachMark
      target={elementOf(current.target)}
      title={current.title}
      progress={t('tour.progress', { current: index + 1, total: steps.length })}
      nextLabel={last ? t('tour.finish') : t('tour.next')}
      onNext={() => move('next')}
      backLabel={t('tour.back')}
      onBack={index > 0 ? () => move('back') : undefined}
      skipLabel={t('tour.skip')}
      onSkip={end}
    >
      <p>{current.body}</p>
    </CoachMark>
  );
}

/**
 * §4.7 a tutorial the seller has not completed (ABSENT) runs as guided steps over its page; finishing or skipping
 * it completes it, and the survey of the tutorial may follow (§4.11). Mounted by the app beside every page.
 */
export function TutorialTour() {
  const { data: session } = useSession();
  const { pathname } = useLocation();
  const client = useApiClient();
  const username = session?.username ?? '';
  const isStore = session?.mode?.type === 'STORE';
  const tutorialName = tutorialOfPage(pathname);
  const { data } = useQuery({ ...tutorialsQueryOptions(client, username), enabled: isStore && Boolean(tutorialName) });
  const [ended, setEnded] = useState<string | null>(null);
  if (!isStore || !tutorialName || ended === tutorialName) return null;
  if (data?.content.find((tutorial) => tutorial.name === tutorialName)?.state !== 'ABSENT') return null;
  return <Tour key={`${username}:${tutorialName}`} tutorialName={tutorialName} username={username} onEnd={() => setEnded(tutorialName)} />;
}
