import type { Access as DeclaredAccess, AccessibilityCode, FeatureDeclaration, Session, SessionModeType } from '@seller-portal/contracts/core';
import { featureCallAccess, featureOfCallAccess, hasAccessibilities } from '@seller-portal/contracts/core';

/**
 * Who may call a route (DESIGN.md: every /backend call checks mode and accessibility codes on the server).
 * `modes: 'any'` admits every signed-in session, including one whose mode is not chosen yet. `accessibilities`
 * must all be held; of `anyOf`, one (a call two features share, each with its own code).
 */
export type Access =
  { public: true } | { modes: readonly SessionModeType[] | 'any'; accessibilities?: readonly AccessibilityCode[]; anyOf?: readonly AccessibilityCode[] };

export type AccessDecision = 'allow' | 'PE403002' | 'PE403001';

/**
 * The access of a feature's calls (or of one of its actions') from its declaration in contracts, in the server's
 * shape; it remembers its feature, so the route table can be checked against the declarations.
 */
export function featureAccess<F extends FeatureDeclaration>(feature: F, action?: keyof NonNullable<F['actions']> & string): Access {
  return featureCallAccess(feature, action);
}

/** The feature and declared access behind a route's access, when it was made from a feature's declaration. */
export function declaredAccessOf(access: Access): { feature: string; access: DeclaredAccess } | undefined {
  return featureOfCallAccess(access);
}

export function isPublicAccess(access: Access): access is { public: true } {
  return 'public' in access && access.public === true;
}

/** §6: a session must hold the route's mode and all of its accessibility codes. */
export function decideAccess(access: Access, session: Pick<Session, 'mode' | 'accessibilities'> | null): AccessDecision {
  if (isPublicAccess(access)) return 'allow';
  if (!session) return 'PE403002';
  if (access.modes !== 'any' && (!session.mode || !access.modes.includes(session.mode.type))) return 'PE403001';
  if (access.accessibilities?.length && !hasAccessibilities(session, access.accessibilities)) return 'PE403001';
  if (access.anyOf?.length && !access.anyOf.some((code) => hasAccessibilities(session, [code]))) return 'PE403001';
  return 'allow';
}

/** Throws unless `access` is a well-formed declaration; routes without one never register. */
export function assertAccessDeclared(method: string, url: string, access: unknown): asserts access is Access {
  const ok =
    typeof access === 'object' &&
    access !== null &&
    (('public' in access && (access as { public: unknown }).public === true) ||
      ('modes' in access &&
        ((access as { modes: unknown }).modes === 'any' ||
          (Array.isArray((access as { modes: unknown }).modes) && (access as { modes: unknown[] }).modes.length > 0))));
  if (!ok) throw new Error(`Route ${method} ${url} has no access declaration ({ public: true } or { modes, accessibilities? })`);
}
