import { isExternalOnly, type Channel, type Session } from '@seller-portal/contracts/core';
import { defaultAfterSignIn, sanitizeRedirectUri } from './redirect-uri';
import { switchSessionDetour, verificationDetour, withRedirectUri, type RouteContext, type RouteDecision } from './detours';

export { sessionDetour, type RouteContext, type RouteDecision } from './detours';

/** What startup knows besides the page when it routes (§4.2, §4.9). */
export interface PostSessionContext extends RouteContext {
  /** §4.9 channel; the running announcements are fetched on the web only. Web by default. */
  channel?: Channel;
  /** The local flag bsc_check_pnv is set: the phone/email reminder may apply. */
  pnvFlag?: boolean;
}

/** Work §4.2 does before the navigation, in order. */
export type PostSessionStep = 'agreementModal' | 'tutorials' | 'announcements';

/** The §4.2 branch that decided. */
export type PostSessionBranch =
  'signedOut' | 'switchSession' | 'verification' | 'redirectUri' | 'agreement' | 'onboarding' | 'store' | 'internalOrVendor' | 'home' | 'stay';

export interface PostSessionPlan {
  branch: PostSessionBranch;
  /** Where to go (replacing the entry), or null to stay. */
  to: string | null;
  clearPnvFlag?: boolean;
  steps: PostSessionStep[];
}

/** §4.2 step 4: pages where the agreement is read, so its modal does not cover them. */
export const agreementPages: readonly string[] = ['/agreement', '/pages/seller-agreement', '/pages/seller-international-agreement'];
export const onboardingPath = '/onboarding-v2';
const reminderPages = ['/verify-phone-number', '/verify-email'];

function isUnder(path: string, page: string): boolean {
  return path === page || path.startsWith(`${page}/`);
}

/** §4.2 step 5: onboarding V2 sellers still in ONBOARD or NEED_REVISION who are not live yet. */
export function needsOnboarding(session: Session): boolean {
  const fields = session.customFields;
  return (
    fields.onboardingFlow === 'V2' &&
    (fields.onboardingStatus === 'ONBOARD' || fields.onboardingStatus === 'NEED_REVISION') &&
    fields.postliveStatus !== 'APPROVED'
  );
}

/**
 * §4.2 phone and email reminders: external-only users with the local flag bsc_check_pnv set and an
 * unverified phone number (first) or email go to /verify-phone-number or /verify-email with redirectUri.
 */
export function phoneEmailReminder(session: Session, context: { path: string; pnvFlag?: boolean; isPublicPage?: boolean }, comeBackTo: string): string | null {
  if (!context.pnvFlag || !isExternalOnly(session) || context.isPublicPage) return null;
  if (reminderPages.some((page) => isUnder(context.path, page))) return null;
  if (!session.customFields.isPhoneNumberVerified) return withRedirectUri('/verify-phone-number', comeBackTo);
  if (!session.customFields.isEmailVerified) return withRedirectUri('/verify-email', comeBackTo);
  return null;
}

const atRoot = (context: RouteContext) => context.path === '/';

/**
 * §4.2 in order, as one chain: the first branch that applies decides. Without a session only the root
 * moves (to sign-in, keeping a safe redirectUri); protected pages are left to the route guard, which adds
 * the page itself as redirectUri.
 */
export function planAfterSession(session: Session | null, context: PostSessionContext): PostSessionPlan {
  if (!session) {
    return {
      branch: 'signedOut',
      to: atRoot(context) ? withRedirectUri('/sign-in', sanitizeRedirectUri(context.redirectUri, context)) : null,
      steps: [],
    };
  }

  // 1. No mode but switchable.
  const switchSession = switchSessionDetour(session, context);
  if (switchSession) return { branch: 'switchSession', to: switchSession.to, steps: [] };

  // 2. needVerification outside public pages.
  const verification = verificationDetour(session, context);
  if (verification) return { branch: 'verification', to: verification.to, clearPnvFlag: true, steps: [] };

  // 3. A valid redirectUri at '/', unless the phone/email reminder is needed first.
  const target = sanitizeRedirectUri(context.redirectUri, context);
  if (target) return { branch: 'redirectUri', to: phoneEmailReminder(session, context, target) ?? target, steps: [] };

  const isStore = session.mode?.type === 'STORE';
  // 4. A store still approving the agreement: the modal, unless the agreement is already on screen.
  if (isStore && session.mode?.state === 'AGREEMENT-APPROVAL') {
    const onAgreement = agreementPages.some((page) => isUnder(context.path, page));
    return { branch: 'agreement', to: atRoot(context) ? defaultAfterSignIn : null, steps: onAgreement ? [] : ['agreementModal'] };
  }

  // 5. Other STORE sessions.
  if (isStore) {
    if (needsOnboarding(session) && !context.isPublicPage && !isUnder(context.path, onboardingPath) && context.path !== '/sign-out') {
      return { branch: 'onboarding', to: onboardingPath, steps: ['tutorials'] };
    }
    const web = (context.channel ?? 'Web') === 'Web';
    const comeBackTo = atRoot(context) ? defaultAfterSignIn : context.path;
    const reminder = phoneEmailReminder(session, context, comeBackTo);
    return {
      branch: 'store',
      to: reminder ?? (atRoot(context) ? defaultAfterSignIn : null),
      // The running announcements are a web matter; the apps go straight to the verification check.
      steps: web ? ['tutorials', 'announcements'] : ['tutorials'],
    };
  }

  // 6. INTERNAL or VENDOR at '/'.
  if (session.mode?.type === 'INTERNAL' || session.mode?.type === 'VENDOR') {
    return { branch: 'internalOrVendor', to: atRoot(context) ? defaultAfterSignIn : null, steps: [] };
  }
  return { branch: atRoot(context) ? 'home' : 'stay', to: atRoot(context) ? defaultAfterSignIn : null, steps: [] };
}

/** Where startup sends the user once the session is known (§4.1 step 3, §4.2), or null to stay. */
export function routeAfterSession(session: Session | null, context: PostSessionContext): RouteDecision | null {
  const plan = planAfterSession(session, context);
  if (!plan.to) return null;
  return plan.clearPnvFlag ? { to: plan.to, clearPnvFlag: true } : { to: plan.to };
}
