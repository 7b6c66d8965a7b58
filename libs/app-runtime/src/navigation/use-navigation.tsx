import { createContext, useCallback, useContext, useMemo, useRef, type MouseEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppContext } from '../app/app-context';
import { defaultNavigationRules } from './default-rules';
import {
  backFallbackMs,
  boundUrlOf,
  clickRequest,
  planNavigation,
  type ClickMode,
  type NavigationPlan,
  type NavigationRequest,
  type PageNavigationRules,
} from './navigation';

/** §8 the window event the navigation helper emits for a page the apps' webview cannot show (detail: `{ href }`); the shell's modal answers it. */
export const notOnAppEvent = 'not-available-on-app';

const NavigationRulesContext = createContext<PageNavigationRules | null>(null);

/** Rules for a part of the tree (a test, an embedded area) instead of the page's. */
export function NavigationRulesProvider({ rules, children }: { rules: PageNavigationRules; children: ReactNode }) {
  return <NavigationRulesContext.Provider value={rules}>{children}</NavigationRulesContext.Provider>;
}

export interface NavigationHelper {
  /** Navigates by §2.10 and says what it did. */
  navigateTo(request: NavigationRequest | string): NavigationPlan;
  /** A click on an element bound to a URL (its data-url, href or link attribute, or `to`), in a helper mode. */
  onClick(event: MouseEvent<Element>, options?: { to?: string; mode?: ClickMode }): NavigationPlan;
  /** Back in history; if nothing happened after 500 ms (no history), to `fallback` instead (§2.10, §9). */
  back(fallback?: string): void;
}

export interface NavigationEnvironment {
  location: Pick<Location, 'origin' | 'assign' | 'replace'>;
  open: (url: string, target: string, features: string) => unknown;
  history: Pick<History, 'back'>;
}

const browserEnvironment = (): NavigationEnvironment => ({
  location: window.location,
  open: (url, target, features) => window.open(url, target, features),
  history: window.history,
});

/** The key React Router gives the entry a visit starts on (one it did not create itself). */
const firstEntryKey = 'default';

/** §2.10 navigation helper for components and feature modules. */
export function useNavigationHelper(environment: () => NavigationEnvironment = browserEnvironment): NavigationHelper {
  const provided = useContext(NavigationRulesContext);
  const app = useAppContext();
  const navigate = useNavigate();
  const location = useLocation();
  // The latest location, so the back fallback sees whether the history moved.
  const current = useRef(location);
  current.current = location;
  // The last in-app navigation and the entry it left from: the same request again before it lands is a duplicate.
  const inFlight = useRef<{ to: string; fromKey: string } | null>(null);

  const navigateTo = useCallback(
    (input: NavigationRequest | string): NavigationPlan => {
      const env = environment();
      const request = typeof input === 'string' ? { to: input } : input;
      const plan = planNavigation(request, current.current, {
        ...(provided ?? app?.navigationRules.current ?? defaultNavigationRules),
        origin: env.location.origin,
      });
      switch (plan.kind) {
        case 'in-app':
          // A second identical request before the first has landed is a duplicate too.
          if (inFlight.current?.to === plan.to && inFlight.current.fromKey === current.current.key) return { kind: 'ignore' };
          inFlight.current = { to: plan.to, fromKey: current.current.key };
          void navigate(plan.to, { replace: plan.replace });
          break;
        case 'full-load':
          if (plan.replace) env.location.replace(plan.href);
          else env.location.assign(plan.href);
          break;
        case 'new-window':
          env.open(plan.href, '_blank', 'noopener');
          break;
        case 'not-on-app':
          window.dispatchEvent(new CustomEvent(notOnAppEvent, { detail: { href: plan.href } }));
          break;
        case 'ignore':
          break;
      }
      return plan;
    },
    [environment, navigate, provided, app],
  );

  const onClick = useCallback(
    (event: MouseEvent<Element>, options: { to?: string; mode?: ClickMode } = {}): NavigationPlan => {
      const to = options.to ?? boundUrlOf(event.currentTarget);
      if (!to) return { kind: 'ignore' };
      event.preventDefault();
      return navigateTo(clickRequest(to, options.mode, event));
    },
    [navigateTo],
  );

  const back = useCallback(
    (fallback = '/dashboard') => {
      const startedAt = current.current.key;
      // The first page of the visit has nothing of the app behind it: going back would leave the app.
      if (startedAt === firstEntryKey) {
        void navigate(fallback, { replace: true });
        return;
      }
      environment().history.back();
      setTimeout(() => {
        if (current.current.key === startedAt) void navigate(fallback, { replace: true });
      }, backFallbackMs);
    },
    [environment, navigate],
  );

  return useMemo(() => ({ navigateTo, onClick, back }), [navigateTo, onClick, back]);
}
