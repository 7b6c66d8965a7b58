import type { PageNavigationRules } from './navigation';

// Apart from the rules of navigation.ts, so the app context (on every first page, /sign-in too) carries no more.
/** Before the app says otherwise: every path is routed, nothing is external, not in the apps. */
export const defaultNavigationRules: PageNavigationRules = { isRouted: () => true, externalModulePaths: [], isApp: false };
