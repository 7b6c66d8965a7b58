import { useApiClient } from '@seller-portal/api-client';
import { helpMenuFeedbackEvent, sellerFeedbackEvent, type FeedbackEligibility, type SellerFeedbackEventDetail } from '@seller-portal/contracts/education';
import { useSession } from '@seller-portal/session-guard';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { claimShowing, fetchEligibility, recordSellerCareClick } from '../api/feedback';
import { tutorialsQueryOptions } from '../api/tutorials';
import { tutorialOfPage } from '../tutorial/tour-steps';
import { feedbackCookies, mayOffer, rememberEvent } from './feedback-cookies';
import { useQuietMoment } from './quiet-moment';

// The dialog (and Radix with it) loads when a survey shows, not on every page this runtime sits beside.
const SurveyDialog = lazy(() => import('./SurveyDialog'));

/**
 * §4.11 surveys open on their trigger events: `window.dispatchEvent(new CustomEvent('seller-feedback', { detail:
 * { eventCode } }))` from a finished tutorial, a store gone live or the help menu. One survey at a time; events
 * that arrive meanwhile are dropped, so a seller is not asked twice in a row. A tutorial running (or about to run)
 * on the page goes first. The server decides eligibility (one answer per event in its period, one survey a week
 * per user on any device); the two feedback event cookies spare it the question for events this browser sent, or
 * showed lately. An eligible survey then waits for a quiet moment (`useQuietMoment`: idle, no dialog open, no text
 * typed and not yet sent or saved) and asks the server to count it as shown, which only one tab or device wins.
 */
export function FeedbackSurveys() {
  const { data: session } = useSession();
  const client = useApiClient();
  const { pathname } = useLocation();
  const [queue, setQueue] = useState<string[]>([]);
  const [survey, setSurvey] = useState<FeedbackEligibility | null>(null);
  // Eligible, waiting for the seller to pause.
  const [pending, setPending] = useState<FeedbackEligibility | null>(null);
  const [asking, setAsking] = useState(false);
  const isStore = session?.mode?.type === 'STORE';
  const username = session?.username ?? '';

  useEffect(() => {
    const listener = (event: Event) => {
      const eventCode = (event as CustomEvent<Partial<SellerFeedbackEventDetail> | null>).detail?.eventCode;
      if (typeof eventCode === 'string' && eventCode !== '') setQueue((queued) => (queued.includes(eventCode) ? queued : [...queued, eventCode]));
    };
    window.addEventListener(sellerFeedbackEvent, listener);
    return () => window.removeEventListener(sellerFeedbackEvent, listener);
  }, []);

  const tutorialName = tutorialOfPage(pathname);
  const tutorials = useQuery({ ...tutorialsQueryOptions(client, username), enabled: isStore && Boolean(tutorialName) });
  const tourFirst =
    Boolean(tutorialName) && (tutorials.data === undefined || tutorials.data.content.some((t) => t.name === tutorialName && t.state === 'ABSENT'));
  // '/' is startup deciding where to go: the survey waits for the page it lands on. Both are judged again when
  // the survey would show, since a navigation (a transition) may still be on its way when an event arrives.
  const pageFree = !tourFirst && pathname !== '/';
  const ready = isStore && !survey && !pending && !asking && queue.length > 0 && pageFree;

  useEffect(() => {
    if (!ready) return;
    const [eventCode, ...rest] = queue;
    setQueue(rest);
    // §7 the help menu is the way to Seller Care: its time is kept whatever the survey does.
    if (eventCode === helpMenuFeedbackEvent) {
      recordSellerCareClick(client, username, pathname).catch((error: unknown) => console.warn('The Seller Care click was not kept', error));
    }
    if (!mayOffer(eventCode, feedbackCookies())) return;
    setAsking(true);
    fetchEligibility(client, eventCode)
      .then((eligibility) => {
        if (!eligibility?.eligible) return;
        // The help menu's "Give feedback" is the seller asking: it opens at once, outside the week's one survey.
        if (eventCode === helpMenuFeedbackEvent) {
          rememberEvent('shown', eventCode);
          setSurvey(eligibility);
        } else setPending(eligibility);
      })
      .catch((error: unknown) => console.warn('Survey eligibility could not be read', error))
      .finally(() => setAsking(false));
  }, [ready, queue, client, username, pathname]);

  useQuietMoment(pending !== null && pageFree, () => {
    if (!pending) return;
    setPending(null);
    setAsking(true);
    claimShowing(client, pending.eventCode)
      .then((showing) => {
        if (!showing.shown) return;
        rememberEvent('shown', pending.eventCode);
        setSurvey(pending);
      })
      .catch((error: unknown) => console.warn('The survey showing could not be recorded', error))
      .finally(() => setAsking(false));
  });

  if (!survey || !pageFree) return null;
  return (
    <Suspense fallback={null}>
      <SurveyDialog
        key={survey.eventCode}
        survey={survey}
        onClose={(submitted) => {
          if (submitted) rememberEvent('submitted', survey.eventCode);
          setQueue([]);
          setSurvey(null);
        }}
      />
    </Suspense>
  );
}
