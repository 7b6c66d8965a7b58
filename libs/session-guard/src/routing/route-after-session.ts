import type { Session } from '@seller-portal/contracts';
import { defaultAfterSignIn, sanitizeRedirectUri } from './redirect-uri';

export interface RouteContext {
  /** The current pathname. */
  path: string;
  /** The raw redirectUri query value, if any. */
  redirectUri?: string | null;
  /** Whether the current page is public (§2.7). */
  isPublicPage?: boolean;
}

export interface RouteDecision {
  /** Where to navigate (replacing the current entry). */
  to: string;
  /** §4.2 step 2: the phone/email-verification flag is cleared when needVerification sends the user away. */
  clearPnvFlag?: boolean;
}

/** One step of §4.2: a decision, or undefined to let the next step decide. */
type RouteRule = (session: Session, context: RouteContext) => RouteDecision | undefined;

function withRedirectUri(path: string, redirectUri: string | null): string {
  return redirectUri ? `${path}?${new URLSearchParams({ redirectUri }).toString()}` : path;
}

/** The redirectUri a detour should carry so the user comes back: the safe query value at '/', else the page itself. */
function carriedRedirectUri({ path, redirectUri }: RouteContext): string | null {
  return path === '/' ? sanitizeRedirectUri(redirectUri, { path }) : path;
}

/**
 * §4.2 in order. The first rules are detours that apply wherever the user is headed; the STORE steps
 * (agreement modal, onboarding, tutorials, running announcements, phone/email reminders) are further
 * rules inserted before `home` as those features arrive.
 */
const postSessionRules: readonly { name: string; detour?: true; rule: RouteRule }[] = [
  {
    name: 'no mode but switchable: choose a session first',
    detour: true,
    rule: (session, context) =>
      !session.mode && session.switchableMode && context.path !== '/switch-session'
        ? { to: withRedirectUri('/switch-session', carriedRedirectUri(context)) }
        : undefined,
  },
  {
    name: 'needVerification outside public pages',
    detour: true,
    rule: (session, { path, isPublicPage }) => {
      if (!session.customFields.needVerification || isPublicPage) return undefined;
      const to = session.customFields.onboardingFlow === 'V2' ? '/sign-out' : '/register/otp';
      return path === to ? undefined : { to, clearPnvFlag: true };
    },
  },
  {
    name: 'a valid redirectUri at the root',
    rule: (_session, { path, redirectUri }) => {
      const target = sanitizeRedirectUri(redirectUri, { path });
      return target ? { to: target } : undefined;
    },
  },
  {
    name: 'home: the root goes to the dashboard',
    rule: (_session, { path }) => (path === '/' ? { to: defaultAfterSignIn } : undefined),
  },
];

/**
 * Where startup sends the user once the session is known (§4.1 step 3, §4.2), or null to stay.
 * Without a session only the root moves (to sign-in, keeping a safe redirectUri); protected pages
 * are left to the route guard, which adds the page itself as redirectUri.
 */
export function routeAfterSession(session: Session | null, context: RouteContext): RouteDecision | null {
  if (!session) {
    return context.path === '/' ? { to: withRedirectUri('/sign-in', sanitizeRedirectUri(context.redirectUri, context)) } : null;
  }
  for (const { rule } of postSessionRules) {
    const decision = rule(session, context);
    if (decision) return decision;
  }
  return null;
}

/**
 * The §4.2 detours alone (choose a session, verification): where a freshly signed-in user must go
 * before the page they asked for, or null when nothing stands in the way.
 */
export function sessionDetour(session: Session, context: RouteContext): RouteDecision | null {
  for (const { rule, detour } of postSessionRules) {
    if (!detour) continue;
    const decision = rule(session, context);
    if (decision) return decision;
  }
  return null;
}
